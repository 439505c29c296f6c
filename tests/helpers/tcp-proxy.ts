import net from "node:net";

/** A TCP proxy to a database server that a test can stop and start, to play an outage. */
export async function tcpProxy(targetHost: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (server) server.close(() => resolve());
      else resolve();
      server = null;
    });
  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
  };
}

/** A proxy in front of a PostgreSQL URL, and the URL that goes through it (short connect timeout). */
export async function proxiedDatabase(databaseUrl: string) {
  const real = new URL(databaseUrl);
  const proxy = await tcpProxy(real.hostname, Number(real.port || 5432));
  const url = new URL(real);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  url.searchParams.set("connect_timeout", "2");
  return { proxy, url: url.toString() };
}

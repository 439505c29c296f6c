import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A reverse proxy as nginx is usually set up (`proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for`): whatever X-Forwarded-For the client sent, plus the address
 * the client really connected from, appended on the right.
 */
export async function forwardingProxy(target: string) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const sent = req.headers["x-forwarded-for"];
    const forwardedFor = [sent, req.socket.remoteAddress].filter(Boolean).join(", ");
    const out = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on("error", () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A JSON POST from a chosen local address (any 127.x.y.z is this machine), as a distinct client. */
export function postFrom(
  localAddress: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const target = new URL(url);
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

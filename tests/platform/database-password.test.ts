// compose.yaml gives the shop its database password as PGPASSWORD beside a DATABASE_URL that
// has none, so a generated password with `/`, `@`, `#`, `%` or `:` needs no escaping. What
// PostgreSQL receives is read here from a stand-in server that asks for the password in clear
// (this machine's own PostgreSQL trusts every local connection, so it would prove nothing).
import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { connect } from "@/lib/db/connect";

const PASSWORD = "a/b@c#d%e:f";
let server: Server;
let port: number;
let received: { user?: string; database?: string; password?: string }[] = [];

/** Reads the startup message, asks for a cleartext password, records it, then hangs up. */
function pretendPostgres(socket: Socket) {
  let buffer = Buffer.alloc(0);
  const seen: (typeof received)[number] = {};
  received.push(seen);
  let started = false;
  socket.on("error", () => {});
  socket.on("data", (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!started && buffer.length >= 4 && buffer.length >= buffer.readInt32BE(0)) {
      const length = buffer.readInt32BE(0);
      const params = buffer
        .subarray(8, length - 1)
        .toString("utf8")
        .split("\0");
      for (let i = 0; i + 1 < params.length; i += 2) {
        if (params[i] === "user") seen.user = params[i + 1];
        if (params[i] === "database") seen.database = params[i + 1];
      }
      buffer = buffer.subarray(length);
      started = true;
      const ask = Buffer.alloc(9);
      ask.write("R", 0);
      ask.writeInt32BE(8, 1);
      ask.writeInt32BE(3, 5); // AuthenticationCleartextPassword
      socket.write(ask);
    }
    if (started && buffer.length >= 5 && buffer[0] === "p".charCodeAt(0)) {
      const length = buffer.readInt32BE(1);
      if (buffer.length < length + 1) return;
      seen.password = buffer.subarray(5, length).toString("utf8").replace(/\0$/, "");
      socket.destroy();
    }
  });
}

beforeAll(async () => {
  server = createServer(pretendPostgres);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());
afterEach(() => {
  vi.unstubAllEnvs();
  received = [];
});

describe("the database password as PGPASSWORD", () => {
  it("reaches PostgreSQL exactly, whatever characters it has", async () => {
    vi.stubEnv("PGPASSWORD", PASSWORD);
    vi.stubEnv("DIRECT_DATABASE_URL", "");
    await expect(connect({ url: `postgresql://shop@127.0.0.1:${port}/shop` })).rejects.toThrow();
    expect(received[0]).toEqual({ user: "shop", database: "shop", password: PASSWORD });
  });

  it("where spliced into the URL unescaped, as compose.yaml once did, never arrives", async () => {
    vi.stubEnv("DIRECT_DATABASE_URL", "");
    const spliced = `postgresql://shop:${PASSWORD}@127.0.0.1:${port}/shop`;
    const attempt = await connect({ url: spliced }).then(
      () => null,
      (e: Error) => e,
    );
    expect(attempt).toBeInstanceOf(Error);
    expect(received.map((r) => r.password)).not.toContain(PASSWORD);
  });
});

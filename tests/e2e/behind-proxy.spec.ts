import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startShop, type Shop } from "../helpers/shop-process";
import { SAME_ON_ANY_DATABASE } from "./helpers";

// Nginx's usual `proxy_set_header Host $host` drops the port, and on any
// port but 443 every browser write answered 403 "Requests from other sites are not allowed".
// The README's configs (deploy/nginx-site.conf, deploy/Caddyfile) run here as they are, with
// only the addresses changed, on ports other than 80/443, each in front of a shop of its own;
// a visitor checks out through each. The proxies are the same in both database passes, so
// this runs in the embedded one (SAME_ON_ANY_DATABASE).
test.describe.configure({ mode: "serial", timeout: 180_000 });

const root = path.resolve("test-results/behind-proxy");
let children: ChildProcess[] = [];
let shops: Shop[] = [];

test.beforeAll(() => rmSync(root, { recursive: true, force: true }));
test.afterEach(() => {
  for (const c of children) c.kill("SIGTERM");
  for (const s of shops) s.child.kill("SIGTERM");
  children = [];
  shops = [];
});

async function proxiedShop(
  name: string,
  proxyPort: number,
  shopPort: number,
  start: (dir: string) => ChildProcess,
): Promise<string> {
  const site = `http://127.0.0.1:${proxyPort}`;
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777); // nginx's workers run as nobody
  shops.push(await startShop(shopPort, path.join(dir, "data"), { SITE_URL: site, NEXTAUTH_URL: site }));
  const proxy = start(dir);
  children.push(proxy);
  let log = "";
  proxy.stdout!.on("data", (d) => (log += d));
  proxy.stderr!.on("data", (d) => (log += d));
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${site}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return site;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start:\n${log}`);
}

async function checkOutThrough(page: Page, site: string) {
  await page.goto(`${site}/beauty-care/soap`);
  await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
  await page.goto(`${site}/checkout`);
  await page.getByLabel(/Full Name/).fill("Behind A Proxy");
  await page.getByLabel(/Email Address/).fill("proxy@example.in");
  await page.getByLabel(/Phone Number/).fill("+91 99580 31264");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();

  // Another site's page is still refused through the same proxy.
  const forged = await fetch(`${site}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "https://evil.example" },
    body: "{}",
  });
  expect(forged.status).toBe(403);
}

test(
  "nginx with `proxy_set_header Host $host` (the port dropped) on port 8089: a visitor checks out",
  SAME_ON_ANY_DATABASE,
  async ({ page }) => {
    test.skip(!existsSync("/usr/sbin/nginx"), "needs nginx (apt-get install nginx-light; .ci/run installs it)");
    const site = await proxiedShop("nginx", 8089, 3148, (dir) => {
      const server = readFileSync("deploy/nginx-site.conf", "utf8")
        .replace("server 127.0.0.1:3000;", "server 127.0.0.1:3148;")
        .replace("listen 80;", "listen 127.0.0.1:8089;");
      const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
        .map((t) => `${t}_temp_path ${dir}/${t};`)
        .join("\n  ");
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n${server}\n}\n`,
      );
      return spawn("/usr/sbin/nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], {
        stdio: ["ignore", "pipe", "pipe"],
      });
    });
    await checkOutThrough(page, site);
  },
);

test("Caddy with the README's Caddyfile on port 8090: a visitor checks out", SAME_ON_ANY_DATABASE, async ({ page }) => {
  test.skip(!existsSync("/usr/bin/caddy"), "needs caddy (apt-get install caddy; .ci/run installs it)");
  const site = await proxiedShop("caddy", 8090, 3149, (dir) => {
    // Plain HTTP on a port of its own instead of the shop's name (no certificate here).
    const file = readFileSync("deploy/Caddyfile", "utf8")
      .replace("shop.example.in {", "{\n\tadmin off\n}\n\nhttp://127.0.0.1:8090 {")
      .replace("reverse_proxy 127.0.0.1:3000", "reverse_proxy 127.0.0.1:3149");
    writeFileSync(path.join(dir, "Caddyfile"), file);
    return spawn("/usr/bin/caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
  });
  await checkOutThrough(page, site);
});

import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startShop, type Shop } from "../helpers/shop-process";

// Issue #29, item 1: nginx's usual `proxy_set_header Host $host` drops the port, and on any
// port but 443 every browser write answered 403 "Requests from other sites are not allowed".
// deploy/nginx-site.conf (the README's config) runs here as it is, on a port other than 80/443,
// in front of its own shop; a visitor checks out through it. The proxy is the same in both
// database passes, so it runs in the embedded one.
test.skip(Boolean(process.env.E2E_DATABASE_URL), "the same in both passes: runs in the embedded pass");
test.skip(spawnSync("/usr/sbin/nginx", ["-v"]).status !== 0, "needs nginx (apt-get install nginx-light; .ci/run installs it)");
test.describe.configure({ mode: "serial", timeout: 180_000 });

const NGINX_PORT = 8089;
const SHOP_PORT = 3148;
const SITE = `http://127.0.0.1:${NGINX_PORT}`;
const dir = path.resolve("test-results/behind-nginx");
let shop: Shop | undefined;
let nginx: ChildProcess | undefined;
let nginxLog = "";

test.beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o777); // nginx's workers run as nobody
  shop = await startShop(SHOP_PORT, path.join(dir, "data"), { SITE_URL: SITE, NEXTAUTH_URL: SITE });
  const site = readFileSync("deploy/nginx-site.conf", "utf8").replace("server 127.0.0.1:3000;", `server 127.0.0.1:${SHOP_PORT};`).replace("listen 80;", `listen 127.0.0.1:${NGINX_PORT};`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`).join("\n  ");
  writeFileSync(path.join(dir, "nginx.conf"), `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log stderr;\nevents {}\nhttp {\n  access_log off;\n  ${temp}\n${site}\n}\n`);
  nginx = spawn("/usr/sbin/nginx", ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stderr!.on("data", (d) => (nginxLog += d));
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${SITE}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not start:\n${nginxLog}`);
});

test.afterAll(() => {
  nginx?.kill("SIGTERM");
  shop?.child.kill("SIGTERM");
});

test("a visitor checks out through nginx with `Host $host` on port 8089", async ({ page }) => {
  // The shop sees `Host: 127.0.0.1` and the browser's `Origin: http://127.0.0.1:8089`.
  expect((await fetch(`${SITE}/api/health/ready`)).status).toBe(200);

  await page.goto(`${SITE}/beauty-care/soap`);
  await page.getByRole("button", { name: "Add Kesar Chandan Soap to cart" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item added to cart!" })).toBeVisible();
  await page.goto(`${SITE}/checkout`);
  await page.getByLabel(/Full Name/).fill("Behind Nginx");
  await page.getByLabel(/Email Address/).fill("nginx@example.in");
  await page.getByLabel(/Phone Number/).fill("+91 99580 31264");
  await page.getByRole("radio", { name: /^Delivery/ }).check();
  await page.getByLabel(/Full Address/).fill("C-12, Janakpuri, New Delhi 110058");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("✅ Order placed & sent to owner!")).toBeVisible();

  // Another site's page is still refused through the same proxy.
  const forged = await fetch(`${SITE}/api/orders`, { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example" }, body: "{}" });
  expect(forged.status).toBe(403);
});

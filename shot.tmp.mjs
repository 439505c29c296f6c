import { chromium } from "@playwright/test";
const [,, url, out, w = "390", h = "844", full = ""] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url, { waitUntil: "load" });
await p.waitForTimeout(1200);
await p.screenshot({ path: out, fullPage: !!full });
await b.close();

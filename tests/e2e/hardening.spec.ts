import { expect, test } from "@playwright/test";
import { forwardingProxy, postFrom } from "../helpers/forwarding-proxy";
import { OWNER } from "./helpers";

// What an outside review found on the production build (issue #11), checked against it.

test("sign-in never follows a callbackUrl to another site, however it is written", async ({ page }) => {
  await page.goto("/login?callbackUrl=/%5Cevil.example/x");
  await page.getByLabel("Email").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Login successful!")).toBeVisible();
  await page.waitForURL((url) => url.pathname === "/admin", { timeout: 10_000 });
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
});

test("behind a proxy that appends X-Forwarded-For, a forged address on every request does not lift the contact limit", async ({ baseURL }) => {
  const proxy = await forwardingProxy(baseURL!);
  try {
    // One visitor (one local address) forging a new X-Forwarded-For each time.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await postFrom("127.0.0.77", `${proxy.url}/api/contact`, { name: "Asha", email: "asha@example.com", subject: "Fitting", message: "Is the blue lehenga free on Saturday?" }, { "x-forwarded-for": `10.${i}.0.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor is not affected.
    const other = await postFrom("127.0.0.78", `${proxy.url}/api/contact`, { name: "Ravi", email: "ravi@example.com", subject: "Sherwani", message: "Do you have one in size 40?" });
    expect(other.status).toBe(201);
  } finally {
    await proxy.close();
  }
});

test("a 100 MB sign-in body is refused with 413 while it is being read", async ({ baseURL }) => {
  let sent = 0;
  const chunk = new Uint8Array(256 * 1024).fill(120);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= 100 * 1024 * 1024) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const res = await fetch(`${baseURL}/api/auth/callback/credentials`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, duplex: "half" } as RequestInit);
  expect(res.status).toBe(413);
  expect((await res.json()).message).toMatch(/too large/i);
  expect(sent).toBeLessThan(100 * 1024 * 1024);
});

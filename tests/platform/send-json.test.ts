import { afterEach, describe, expect, it, vi } from "vitest";
import { sendJson } from "@/lib/http/send-json";

afterEach(() => vi.unstubAllGlobals());

describe("sendJson (the forms' request to the shop's APIs)", () => {
  it("posts JSON and gives back the status and the parsed answer", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ message: "Phone is required.", errors: { phone: "Phone is required." } }, { status: 400 }),
    );
    vi.stubGlobal("fetch", fetch);
    const answer = await sendJson("/api/contact", { name: "Asha" });
    expect(answer).toEqual({
      status: 400,
      ok: false,
      body: { message: "Phone is required.", errors: { phone: "Phone is required." } },
    });
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":"Asha"}',
    });
  });

  it("reads an answer that is not JSON (a proxy's error page) as an empty body, keeping its status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })),
    );
    expect(await sendJson("/api/orders", {})).toEqual({ status: 502, ok: false, body: {} });
  });

  it("is null when the request never reached the shop", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await sendJson("/api/reservations", {})).toBeNull();
  });
});

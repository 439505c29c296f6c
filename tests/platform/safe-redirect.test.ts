import { describe, expect, it } from "vitest";
import { sameSiteTarget } from "@/lib/http/safe-redirect";

const origin = "https://shop.example";

describe("sameSiteTarget (where sign-in sends the admin)", () => {
  it("keeps paths on this site, with query and hash", () => {
    expect(sameSiteTarget("/admin/orders?status=PENDING#top", origin)).toBe("/admin/orders?status=PENDING#top");
    expect(sameSiteTarget("https://shop.example/admin/hero", origin)).toBe("/admin/hero");
  });

  it("sends every form a browser reads as another site to /admin", () => {
    // `?callbackUrl=/%5Cevil.example/x` arrives decoded as `/\evil.example/x`.
    for (const evil of [
      "/\\evil.example/x",
      "//evil.example",
      "\\/evil.example",
      "/\t/evil.example",
      "https://evil.example/admin",
      "javascript:alert(1)",
      "http://shop.example/admin",
      "/\\\\evil.example",
    ]) {
      expect(sameSiteTarget(evil, origin), evil).toBe("/admin");
    }
  });

  it("never returns a path that reads as a host", () => {
    expect(sameSiteTarget("https://shop.example//evil.example/x", origin)).toBe("/evil.example/x");
  });

  it("falls back when there is no target", () => {
    expect(sameSiteTarget(null, origin)).toBe("/admin");
    expect(sameSiteTarget("", origin)).toBe("/admin");
  });
});

import { describe, expect, it } from "vitest";
import { adminPathFrom } from "@/lib/auth/admin-path";

describe("adminPathFrom", () => {
  it("keeps an admin page with its query, so signing in again leads back to it", () => {
    expect(adminPathFrom("/admin/orders?status=Pending")).toBe("/admin/orders?status=Pending");
    expect(adminPathFrom("/admin")).toBe("/admin");
  });

  it("falls back to /admin for anything else", () => {
    for (const bad of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/administrator",
      "/login",
      "/admin.evil",
    ])
      expect(adminPathFrom(bad), String(bad)).toBe("/admin");
  });
});

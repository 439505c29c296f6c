import { describe, expect, it, vi } from "vitest";

// The database fails only where sessions are ended: everything else works as usual.
vi.mock("@/lib/auth/admins", async (original) => {
  const refused = async () => {
    throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
  };
  return {
    ...(await original<typeof import("@/lib/auth/admins")>()),
    endSessions: vi.fn(refused),
    revokeSession: vi.fn(refused),
  };
});

describe("logout when the sessions cannot be ended (item 7)", () => {
  it.each([
    ["this device", ""],
    ["every device", "?everywhere=1"],
  ])(
    "signing out %s says it failed, keeps the cookie for a retry, and the token still being valid is not hidden",
    async (_label, query) => {
      const { adminToken, bearer } = await import("../helpers/admin");
      const { POST: logout } = await import("@/app/api/auth/logout/route");
      const token = await adminToken();
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const res = await logout(
        new Request(`http://shop.test/api/auth/logout${query}`, { method: "POST", headers: bearer(token) }),
        undefined,
      );
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body.message).toMatch(/could not sign you out/i);
      expect(body.message).not.toMatch(/Signed out/);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(errors.mock.calls.flat().join(" ")).not.toMatch(/\n\s+at /);
      errors.mockRestore();
    },
  );
});

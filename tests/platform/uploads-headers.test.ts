// An uploaded file must be served with `Content-Security-Policy:
// default-src 'none'`. The headers in next.config.ts replace a route handler's own, so the
// rules are checked here the way the built server applies them: Next's own loader validates
// and processes headers(), Next's own matcher (path-to-regexp, case-insensitive, optional
// trailing slash) picks the rules for a path, and the last rule to set a header wins.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { builtRules, headersFor } from "../helpers/config-headers";

const UPLOAD = "/uploads/3f2c1d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f.webp";

describe("security headers from next.config.ts", () => {
  it("give uploads `default-src 'none'` and nothing looser", async () => {
    for (const p of [UPLOAD, "/uploads/anything", "/uploads/", "/Uploads/x.webp", "/uploads/a/b"]) {
      const h = await headersFor(p);
      expect(h["content-security-policy"], p).toBe("default-src 'none'");
    }
    // No rule that matches an upload sets a looser policy, whatever the order rules are applied in.
    for (const rule of await builtRules()) {
      if (!rule.match(UPLOAD)) continue;
      for (const { key, value } of rule.headers)
        if (key.toLowerCase() === "content-security-policy") expect(value).toBe("default-src 'none'");
    }
  });

  it("keep the other protections on uploads", async () => {
    const upload = await headersFor(UPLOAD);
    const page = await headersFor("/");
    for (const key of Object.keys(page).filter((k) => k !== "content-security-policy"))
      expect(upload[key], key).toBe(page[key]);
    expect(upload["x-content-type-options"]).toBe("nosniff");
    expect(upload["x-frame-options"]).toBe("DENY");
  });

  it("keep the site-wide policy everywhere else", async () => {
    for (const p of [
      "/",
      "/collection/suits",
      "/collection/suits/abc",
      "/api/uploads/x",
      "/uploadsx/y",
      "/about/uploads/x",
      "/_next/static/chunk.js",
    ]) {
      const h = await headersFor(p);
      expect(h["content-security-policy"], p).toMatch(/^default-src 'self';/);
      expect(h["content-security-policy"], p).toContain("frame-ancestors 'none'");
    }
  });
});

describe("GET /uploads/{name}", () => {
  it("sets the same policy itself (tests and `next dev` without the config see it too)", async () => {
    const name = `${randomUUID()}.webp`;
    const dir = path.join(process.env.DATA_DIR!, "uploads");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, name), Buffer.from("RIFF\0\0\0\0WEBP"));
    const res = await serveUpload(new Request(`http://shop.test/uploads/${name}`), {
      params: Promise.resolve({ name }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toBe(
      (await headersFor(`/uploads/${name}`))["content-security-policy"],
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-type")).toBe("image/webp");

    const missing = await serveUpload(new Request("http://shop.test/uploads/x"), {
      params: Promise.resolve({ name: `${randomUUID()}.webp` }),
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toBe("default-src 'none'");
  });
});

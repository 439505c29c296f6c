import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sharedUploadsProblem } from "@/lib/storage/shared-uploads";
import { SharedUploadsWarning } from "@/components/admin/shared-uploads-warning";

// Two instances on one PostgreSQL without UPLOADTHING_TOKEN took every upload, and a photo
// kept on one instance's disk answered 404 from the other: half the requests for it.
afterEach(() => vi.unstubAllEnvs());

const POSTGRES = "postgresql://shop@db:5432/shop";

describe("the warning that uploaded photos stay on one instance", () => {
  it("is given on PostgreSQL without UPLOADTHING_TOKEN, and says what to set", () => {
    const problem = sharedUploadsProblem({ DATABASE_URL: POSTGRES });
    expect(problem).toContain("Photos are stored on this instance's disk only");
    expect(problem).toContain("missing (404) on the others");
    expect(problem).toContain("Set UPLOADTHING_TOKEN");
  });

  it("is not given with UPLOADTHING_TOKEN, nor on the embedded database (one instance by its folder lock)", () => {
    expect(sharedUploadsProblem({ DATABASE_URL: POSTGRES, UPLOADTHING_TOKEN: "sk_live_x" })).toBeNull();
    expect(sharedUploadsProblem({})).toBeNull();
    expect(sharedUploadsProblem({ UPLOADTHING_TOKEN: "sk_live_x" })).toBeNull();
  });

  it("says uploads are refused on a serverless host, which keeps nothing on disk", () => {
    for (const host of [{ VERCEL: "1" }, { NETLIFY: "true" }, { AWS_LAMBDA_FUNCTION_NAME: "shop" }])
      expect(sharedUploadsProblem({ DATABASE_URL: POSTGRES, ...host })).toMatch(
        /^Photo uploads are refused on this host: .* Set UPLOADTHING_TOKEN/,
      );
  });

  it("is on the owner's dashboard while it applies, and gone once the token is set", () => {
    vi.stubEnv("DATABASE_URL", POSTGRES);
    vi.stubEnv("UPLOADTHING_TOKEN", undefined);
    const warning = SharedUploadsWarning();
    expect(warning).not.toBeNull();
    const html = renderToStaticMarkup(warning!);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Photos are not shared between instances");
    expect(html).toContain("Set UPLOADTHING_TOKEN");
    vi.stubEnv("UPLOADTHING_TOKEN", "sk_live_x");
    expect(SharedUploadsWarning()).toBeNull();
  });
});

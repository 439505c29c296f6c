import { beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { POST as create } from "@/app/api/collection/route";
import { adminToken, bearer } from "../helpers/admin";

let token: string;
beforeAll(async () => {
  token = await adminToken();
});

const uploadsDir = () => path.join(process.env.DATA_DIR!, "uploads");
const storedFiles = () => {
  try {
    return readdirSync(uploadsDir());
  } catch {
    return [];
  }
};

async function upload(data: Uint8Array | string, name: string, type: string) {
  const fd = new FormData();
  for (const [k, v] of Object.entries({
    category: "blouse",
    title: "Upload Test Blouse",
    description: "Testing uploads.",
    price: "900",
  }))
    fd.append(k, v);
  fd.append("images", new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type }));
  return create(
    new Request("http://shop.test/api/collection", { method: "POST", body: fd, headers: bearer(token) }),
    undefined,
  );
}

const jpeg = () =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: "#0f6b4f" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } })
    .toBuffer();

describe("image uploads", () => {
  it("accepts a real JPEG and stores a re-encoded WebP without its metadata", async () => {
    const before = storedFiles().length;
    const res = await upload(await jpeg(), "photo.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const { images } = await res.json();
    expect(images[0]).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(storedFiles().length).toBe(before + 1);
    const stored = readFileSync(path.join(uploadsDir(), images[0].split("/").pop()));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-gps-owner"))).toBe(false);
  });

  it("accepts a PNG and never keeps the uploaded name", async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: "#ffffff" } })
      .png()
      .toBuffer();
    const res = await upload(png, "../../etc/passwd.png", "image/png");
    expect(res.status).toBe(201);
    const { images } = await res.json();
    expect(images[0]).not.toContain("passwd");
  });

  it.each([
    [
      "an SVG with a script",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      "x.svg",
      "image/svg+xml",
    ],
    [
      "HTML renamed .jpg",
      "<!doctype html><html><script>alert(document.cookie)</script></html>",
      "photo.jpg",
      "image/jpeg",
    ],
    ["a text file claiming to be PNG", "just text", "x.png", "image/png"],
  ])("refuses %s with 415 and stores nothing", async (_label, content, name, type) => {
    const before = storedFiles().length;
    const res = await upload(content, name, type);
    expect(res.status).toBe(415);
    expect((await res.json()).error).toMatch(/not a JPEG, PNG, WebP, GIF or AVIF image/);
    expect(storedFiles().length).toBe(before);
  });

  it("re-encodes a JPEG with a payload appended, so the payload is not stored", async () => {
    const payload = Buffer.from("<?php system($_GET['c']); ?><script>alert(1)</script>");
    const res = await upload(Buffer.concat([await jpeg(), payload]), "poly.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const { images } = await res.json();
    const stored = readFileSync(path.join(uploadsDir(), images[0].split("/").pop()));
    expect(stored.includes(Buffer.from("<?php"))).toBe(false);
    expect(stored.includes(Buffer.from("<script>"))).toBe(false);
  });

  it("refuses an oversized file with 413", async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(9 * 1024 * 1024)]);
    const res = await upload(big, "big.jpg", "image/jpeg");
    expect(res.status).toBe(413);
  });

  it("stops reading a chunked upload without Content-Length once it passes the limit (413)", async () => {
    const before = storedFiles().length;
    const boundary = "----bench-boundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\nblouse\r\n--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    // 200 MB on offer; the handler must give up after its 90 MB cap and cancel the stream.
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(head));
      },
      pull(c) {
        if (sent >= 200) return c.close();
        sent++;
        c.enqueue(chunk);
      },
    });
    const request = new Request("http://shop.test/api/collection", {
      method: "POST",
      body,
      headers: { ...bearer(token), "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    const res = await create(request, undefined);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/too large/);
    expect(sent).toBeLessThan(100);
    expect(storedFiles().length).toBe(before);
  }, 180_000);

  it("refuses a huge-dimension image (decompression bomb) with 413 before decoding it", async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: "#000000" } })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    const before = storedFiles().length;
    const res = await upload(bomb, "bomb.png", "image/png");
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatch(/10000×10000 pixels/);
    expect(storedFiles().length).toBe(before);
  }, 180_000);
});

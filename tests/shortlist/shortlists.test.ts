// A shortlist shared without an account: stored under a signed link, read by the family,
// voted on (one vote per browser per piece, limited per address), changed or revoked only by
// the browser holding its edit key. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as postShortlist } from "@/app/api/shortlists/route";
import { DELETE as deleteList, GET as getList, PUT as putList } from "@/app/api/shortlists/[token]/route";
import { POST as postVote } from "@/app/api/shortlists/[token]/votes/route";
import { db } from "@/lib/db";
import { jsonRequest, statusAndBody } from "../helpers/request";

process.env.SHORTLISTS_PER_DAY = "100000";
process.env.SHORTLIST_EDITS_PER_DAY = "100000";
process.env.SHORTLIST_VOTES_PER_HOUR = "100000";

let address = 1;
const nextAddress = () => `203.0.113.${address++}`;
const ctx = (token: string) => ({ params: Promise.resolve({ token }) });

function share(body: unknown, headers: Record<string, string> = {}) {
  return postShortlist(
    jsonRequest("/api/shortlists", body, { headers: { "x-forwarded-for": nextAddress(), ...headers } }),
    undefined,
  );
}
const read = (token: string, headers: Record<string, string> = {}) =>
  getList(new Request(`http://shop.test/api/shortlists/${token}`, { headers }), ctx(token));
const put = (token: string, body: unknown, key?: string) =>
  putList(
    jsonRequest(`/api/shortlists/${token}`, body, {
      method: "PUT",
      headers: { "x-forwarded-for": nextAddress(), ...(key ? { "x-edit-key": key } : {}) },
    }),
    ctx(token),
  );
const revoke = (token: string, key?: string) =>
  deleteList(
    new Request(`http://shop.test/api/shortlists/${token}`, {
      method: "DELETE",
      headers: { host: "shop.test", ...(key ? { "x-edit-key": key } : {}) },
    }),
    ctx(token),
  );
const vote = (token: string, body: unknown, from = nextAddress()) =>
  postVote(jsonRequest(`/api/shortlists/${token}/votes`, body, { headers: { "x-forwarded-for": from } }), ctx(token));

interface Shared {
  path: string;
  token: string;
  editKey: string;
}
async function shared(body: unknown): Promise<Shared> {
  const res = await share(body);
  expect(res.status).toBe(201);
  return (await res.json()) as Shared;
}

let pieces: { id: string; title: string; titleHi: string | null }[];
let sized: string;
beforeAll(async () => {
  const prisma = await db();
  pieces = await prisma.collectionItem.findMany({
    where: { rentPrice: { not: null } },
    select: { id: true, title: true, titleHi: true },
    orderBy: { id: "asc" },
    take: 3,
  });
  sized = (
    await prisma.collectionItem.create({
      data: {
        category: "gown",
        title: "Sized shortlist gown",
        description: "Gown",
        price: 3000,
        rentPrice: 2800,
        stock: 2,
        copySizes: ["S", "M"],
      },
    })
  ).id;
});

describe("sharing a shortlist", () => {
  it("stores the list under a signed link and reads it back with titles, photos, rent and paths", async () => {
    const body = {
      event: "Mehendi",
      day: "2027-02-14",
      pieces: [{ productId: pieces[0]!.id }, { productId: sized, size: "m" }],
    };
    const { path, token, editKey } = await shared(body);
    expect(path).toBe(`/shortlist/${token}`);
    expect(token).toMatch(/^s\.[A-Za-z0-9]+\.0\.[A-Za-z0-9_-]{43}$/);
    expect(editKey.length).toBeGreaterThanOrEqual(32);

    const res = await read(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const list = await res.json();
    expect(list).toMatchObject({ event: "Mehendi", day: "2027-02-14", votes: [] });
    expect(list.pieces).toHaveLength(2);
    expect(list.pieces[0]).toMatchObject({ productId: pieces[0]!.id, size: null, title: pieces[0]!.title });
    expect(list.pieces[0].path).toMatch(new RegExp(`^/collection/[a-z-]+/${pieces[0]!.id}$`));
    expect(list.pieces[0].image).toMatch(/^\/images\//);
    expect(list.pieces[1]).toMatchObject({ productId: sized, size: "M", price: 2800, title: "Sized shortlist gown" });
    // The database keeps the key's hash only.
    const row = await (
      await db()
    ).shortlist.findFirstOrThrow({
      where: {
        pieces: {
          equals: [
            { productId: pieces[0]!.id, size: null },
            { productId: sized, size: "M" },
          ],
        },
      },
    });
    expect(row.editKeyHash).not.toContain(editKey);
  });

  it("answers a Hindi page in Hindi: the owner's Hindi titles, Hindi paths and the link under /hi", async () => {
    const res = await share({ event: "haldi", pieces: [{ productId: pieces[1]!.id }], locale: "hi" });
    const { path, token } = (await res.json()) as Shared;
    expect(path).toBe(`/hi/shortlist/${token}`);
    const list = await (await read(token, { "x-shop-locale": "hi" })).json();
    expect(list.pieces[0].title).toBe(pieces[1]!.titleHi ?? pieces[1]!.title);
    expect(list.pieces[0].path).toMatch(/^\/hi\/collection\//);
    expect(list.day).toBeNull();
  });

  it("refuses pieces no longer in the collection, sizes a piece does not come in, and lists too long or empty", async () => {
    const gone = await share({ event: "Sangeet", pieces: [{ productId: "cnotapiece0000000000000000" }] });
    expect(gone.status).toBe(422);
    expect((await gone.json()).productIds).toEqual(["cnotapiece0000000000000000"]);
    const size = await share({ event: "Sangeet", pieces: [{ productId: sized, size: "XXL" }] });
    expect(await statusAndBody(size)).toMatchObject({
      status: 422,
      body: { message: "Sized shortlist gown comes in S, M, not XXL." },
    });
    const many = await share({ event: "Sangeet", pieces: Array.from({ length: 31 }, () => ({ productId: sized })) });
    expect(many.status).toBe(400);
    const none = await share({ event: "Sangeet", pieces: [] });
    expect(none.status).toBe(400);
    const hindi = await share({ event: "", pieces: [{ productId: sized }] }, { "x-shop-locale": "hi" });
    expect(hindi.status).toBe(400);
    expect((await hindi.json()).message).toMatch(/[\u0900-\u097F]/);
  });

  it("answers 404 for a tampered, made-up or cut-short token", async () => {
    const { token } = await shared({ event: "Wedding", pieces: [{ productId: pieces[0]!.id }] });
    const [s, id, version, signature] = token.split(".");
    const tampered = [
      `${s}.${id}.${version}.${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`,
      `${s}.${id}.1.${signature}`,
      `${s}.${id}.${version}`,
      "s.cmadeup000000000000000000.0.abc",
      "nonsense",
    ];
    for (const t of tampered) {
      const res = await read(t);
      expect(await statusAndBody(res), t).toMatchObject({
        status: 404,
        body: { message: "This shortlist link does not work any more. Ask for a new one." },
      });
      expect(
        (await vote(t, { productId: pieces[0]!.id, voter: "voter-aaaaaaaa", name: "Asha", up: true })).status,
      ).toBe(404);
    }
  });
});

describe("changing a shared shortlist", () => {
  it("needs the edit key to replace its event, day and pieces; the link stays the same", async () => {
    const { token, editKey } = await shared({ event: "Sangeet", pieces: [{ productId: pieces[0]!.id }] });
    const change = {
      event: "Reception",
      day: "2027-03-01",
      pieces: [{ productId: pieces[2]!.id }, { productId: pieces[0]!.id }],
    };
    expect((await put(token, change)).status).toBe(403);
    expect((await put(token, change, "not-the-key-not-the-key-not-the-key")).status).toBe(403);
    expect((await read(token).then((r) => r.json())).event).toBe("Sangeet");

    expect((await put(token, change, editKey)).status).toBe(200);
    const list = await (await read(token)).json();
    expect(list).toMatchObject({ event: "Reception", day: "2027-03-01" });
    expect(list.pieces.map((p: { productId: string }) => p.productId)).toEqual([pieces[2]!.id, pieces[0]!.id]);
  });

  it("is revoked with its key: every link sent so far answers 404, and the key changes nothing after", async () => {
    const { token, editKey } = await shared({ event: "Haldi", pieces: [{ productId: pieces[0]!.id }] });
    expect((await revoke(token)).status).toBe(403);
    expect((await read(token)).status).toBe(200);
    expect((await revoke(token, editKey)).status).toBe(200);
    expect((await read(token)).status).toBe(404);
    expect(
      (await vote(token, { productId: pieces[0]!.id, voter: "voter-bbbbbbbb", name: "Asha", up: true })).status,
    ).toBe(404);
    expect((await put(token, { event: "Haldi", pieces: [{ productId: pieces[1]!.id }] }, editKey)).status).toBe(404);
    expect((await revoke(token, editKey)).status).toBe(404);
  });
});

describe("voting on a shared shortlist", () => {
  it("keeps one vote per browser per piece: a second replaces the first", async () => {
    const { token } = await shared({
      event: "Wedding",
      pieces: [{ productId: pieces[0]!.id }, { productId: pieces[1]!.id }],
    });
    const first = await vote(token, {
      productId: pieces[0]!.id,
      voter: "browser-one-1",
      name: "Asha",
      up: true,
      note: "Lovely colour",
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      productId: pieces[0]!.id,
      up: true,
      name: "Asha",
      note: "Lovely colour",
    });
    await vote(token, { productId: pieces[1]!.id, voter: "browser-one-1", name: "Asha", up: false });
    await vote(token, { productId: pieces[0]!.id, voter: "browser-two-2", name: "Meena", up: true });
    const again = await vote(token, {
      productId: pieces[0]!.id,
      voter: "browser-one-1",
      name: "Asha Bua",
      up: false,
      note: "Too heavy",
    });
    expect(again.status).toBe(201);

    const { votes } = await (await read(token)).json();
    expect(votes).toHaveLength(3);
    const mine = votes.filter((v: { name: string }) => v.name.startsWith("Asha"));
    expect(mine).toEqual([
      expect.objectContaining({ productId: pieces[1]!.id, up: false, name: "Asha", note: null }),
      expect.objectContaining({ productId: pieces[0]!.id, up: false, name: "Asha Bua", note: "Too heavy" }),
    ]);
    expect(votes.find((v: { name: string }) => v.name === "Meena")).toMatchObject({ up: true, at: expect.any(String) });
  });

  it("takes votes from 40 browsers on one list, not a crowd: a 41st is refused, the 40 may still change theirs", async () => {
    const { token } = await shared({ event: "Haldi", pieces: [{ productId: pieces[0]!.id }] });
    const ballot = (voter: string, up = true) => ({ productId: pieces[0]!.id, voter, name: "Asha", up });
    const answers = await Promise.all(
      Array.from({ length: 41 }, (_, i) => vote(token, ballot(`crowd-voter-${String(i).padStart(2, "0")}`))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
    const { votes } = await (await read(token)).json();
    expect(votes).toHaveLength(40);
    const accepted = answers.findIndex((a) => a.status === 201);
    const again = await vote(token, ballot(`crowd-voter-${String(accepted).padStart(2, "0")}`, false));
    expect(again.status).toBe(201);
  });

  it("refuses a piece not on the list and a vote without a name or a side", async () => {
    const { token } = await shared({ event: "Wedding", pieces: [{ productId: pieces[0]!.id }] });
    expect(
      (await vote(token, { productId: pieces[1]!.id, voter: "browser-three", name: "Asha", up: true })).status,
    ).toBe(422);
    expect((await vote(token, { productId: pieces[0]!.id, voter: "browser-three", name: " ", up: true })).status).toBe(
      400,
    );
    expect((await vote(token, { productId: pieces[0]!.id, voter: "browser-three", name: "Asha" })).status).toBe(400);
    expect((await vote(token, { productId: pieces[0]!.id, voter: "short", name: "Asha", up: true })).status).toBe(400);
  });

  it("limits votes per address, one address apart from the others", async () => {
    const { token } = await shared({ event: "Sangeet", pieces: [{ productId: pieces[0]!.id }] });
    process.env.SHORTLIST_VOTES_PER_HOUR = "3";
    try {
      const from = "198.51.100.7";
      for (let i = 0; i < 3; i++)
        expect(
          (await vote(token, { productId: pieces[0]!.id, voter: `limited-voter-${i}`, name: "Asha", up: true }, from))
            .status,
        ).toBe(201);
      const refused = await vote(
        token,
        { productId: pieces[0]!.id, voter: "limited-voter-9", name: "Asha", up: true },
        from,
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refused.json()).message).toMatch(/Too many requests/);
      expect(
        (
          await vote(
            token,
            { productId: pieces[0]!.id, voter: "other-voter-1", name: "Meena", up: true },
            "198.51.100.8",
          )
        ).status,
      ).toBe(201);
    } finally {
      process.env.SHORTLIST_VOTES_PER_HOUR = "100000";
    }
  });

  it("limits new shortlists per address a day", async () => {
    process.env.SHORTLISTS_PER_DAY = "2";
    try {
      const from = { "x-forwarded-for": "198.51.100.20" };
      const body = { event: "Haldi", pieces: [{ productId: pieces[0]!.id }] };
      expect((await share(body, from)).status).toBe(201);
      expect((await share(body, from)).status).toBe(201);
      expect((await share(body, from)).status).toBe(429);
    } finally {
      process.env.SHORTLISTS_PER_DAY = "100000";
    }
  });
});

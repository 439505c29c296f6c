import { unknownApiPath } from "@/lib/http";

// Any /api/* address no route answers: JSON, as docs/architecture.md promises, not the shop's HTML 404
// page. Next tries every more specific route first (a static segment, then a single dynamic
// one, then a catch-all), so this only catches what nothing else would.
export const GET = unknownApiPath;
export const HEAD = unknownApiPath;
export const POST = unknownApiPath;
export const PUT = unknownApiPath;
export const PATCH = unknownApiPath;
export const DELETE = unknownApiPath;
export const OPTIONS = unknownApiPath;

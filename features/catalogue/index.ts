/**
 * The catalogue: what the rest of the site may call on the server (pieces and beauty products
 * read, browsed, searched and saved). Client-safe shapes and words are in rules/, screens in
 * ui/ and admin/. See README.md in this folder.
 */
export * from "./data";

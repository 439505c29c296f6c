/**
 * The grid's image `sizes`: two a row on a phone, three on a tablet, four beside the filters
 * on a desktop. In a module of its own because the server reads it too (the cards' srcset is
 * worked out there): a constant exported by a 'use client' file reaches server code as a
 * client reference, not as the string.
 */
export const GRID_SIZES = "(min-width: 1280px) 240px, (min-width: 768px) 33vw, 50vw";

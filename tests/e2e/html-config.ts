import type { ConfigData } from "html-validate";

// html-validate's recommended preset, minus the rules that judge only how markup is
// written (quoting, case, self-closing style, inline styles): those are not errors for
// a browser or an assistive technology, and React/Next decide them, not this project.
export const htmlConfig: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // aria-label on an element whose role can be named (a list, a landmark) is valid ARIA;
    // on a <div> without a role it is still an error.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // HTML allows any id without whitespace; React's useId() ids start with "_".
    "valid-id": ["error", { relaxed: true }],
    // Advice, not errors: title length is an SEO matter, and a space in a phone number does not break it.
    "long-title": "off",
    "tel-non-breaking": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "attr-case": "off",
    "attr-quotes": "off",
    "doctype-style": "off",
    "element-case": "off",
    "no-inline-style": "off",
    "no-trailing-whitespace": "off",
    "void-style": "off",
  },
};

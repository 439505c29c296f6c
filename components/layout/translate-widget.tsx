"use client";
import { useState } from "react";

declare global {
  interface Window {
    googleTranslateElementInit?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, id: string) => unknown } };
  }
}

/**
 * The page-translation widget (spec §7). Its third-party script loads only when a visitor
 * asks for it, so it never costs a page load; offline or blocked, the button says so.
 */
export function TranslateWidget() {
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");

  function load() {
    if (document.getElementById("google-translate-script")) return;
    setState("loading");
    window.googleTranslateElementInit = () => {
      try {
        if (window.google?.translate) new window.google.translate.TranslateElement({ pageLanguage: "en", autoDisplay: false }, "google_translate_element");
      } catch {
        setState("failed");
      }
    };
    const script = document.createElement("script");
    script.id = "google-translate-script";
    script.src = "https://translate.google.com/translate_a/element.js?cb=googleTranslateElementInit";
    script.async = true;
    script.onerror = () => {
      script.remove();
      setState("failed");
    };
    document.body.appendChild(script);
  }

  return (
    <div className="min-h-[30px]">
      <div id="google_translate_element" />
      {state === "idle" ? (
        <button type="button" onClick={load} className="rounded-full border border-maroon-100/40 px-3 py-1 text-sm hover:border-gold-300 hover:text-gold-300">
          Translate this page
        </button>
      ) : state === "failed" ? (
        <p className="text-sm text-maroon-100">Translation is unavailable right now.</p>
      ) : null}
    </div>
  );
}

"use client";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset(): void }) {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: "system-ui, sans-serif",
          textAlign: "center",
          padding: "4rem 1rem",
          background: "#fffaf3",
          color: "#4a071a",
        }}
      >
        <h1>We couldn&apos;t load this page</h1>
        <p>Something went wrong on our side. Please try again in a moment.</p>
        <button
          type="button"
          onClick={reset}
          style={{ padding: "0.75rem 1.5rem", borderRadius: 999, background: "#8a0f31", color: "white", border: 0 }}
        >
          Try again
        </button>
      </body>
    </html>
  );
}

// The part of qrcode (1.5) this shop uses: an SVG drawn on the server. Declared here rather
// than adding @types/qrcode for one function.
declare module "qrcode" {
  interface ToStringOptions {
    type?: "svg" | "utf8" | "terminal";
    errorCorrectionLevel?: "L" | "M" | "Q" | "H";
    margin?: number;
    width?: number;
  }
  const QRCode: { toString(text: string, options?: ToStringOptions): Promise<string> };
  export default QRCode;
}

import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useTexts } from '../lib/language/use-texts';

/**
 * The upi://pay link as a QR code, drawn in the browser as SVG. This file is its own chunk (loaded lazily by the
 * UPI payment panel), so the QR library never weighs on the storefront's other pages.
 */
export default function UpiQrCode({ uri, amount }: { uri: string; amount: string }) {
  const { UPI_TEXT } = useTexts();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    QRCode.toString(uri, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' })
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [uri]);
  if (failed) return <p role="alert">{UPI_TEXT.qrFailed}</p>;
  if (!svg) return <div className="size-56 animate-pulse rounded-2xl bg-mist" aria-hidden="true" />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={UPI_TEXT.qrAlt(amount)}
      width={224}
      height={224}
      data-upi-uri={uri}
      className="size-56 rounded-2xl border-2 border-mist bg-white [image-rendering:pixelated]"
    />
  );
}

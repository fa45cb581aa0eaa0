/**
 * A QR code drawn by qr-code-styling on a canvas. The library is loaded only when a QR code is
 * first shown (the receive screen), so no other route pays for it. Modules are always dark on
 * light whatever the theme: many scanners cannot read an inverted code.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import './qr-code.css';

const QR_SIZE = 170;
const QR_ERROR_CORRECTION = 'H';
/** Quiet zone inside the canvas, so the code reads even when cropped to the canvas. */
const QR_MARGIN = 8;
const QR_DARK = '#000000';
const QR_LIGHT = '#ffffff';

interface QrCodeProps {
  data: string;
  size?: number;
  /** Accessible name of the image, e.g. 'QR code of your Bitcoin address'. */
  label: string;
}

export function QrCode({ data, size = QR_SIZE, label }: QrCodeProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    import('qr-code-styling')
      .then(({ default: QRCodeStyling }) => {
        if (cancelled || !box.current) return;
        box.current.replaceChildren();
        const qr = new QRCodeStyling({
          width: size,
          height: size,
          type: 'canvas',
          data,
          margin: QR_MARGIN,
          qrOptions: { errorCorrectionLevel: QR_ERROR_CORRECTION },
          dotsOptions: { color: QR_DARK, type: 'square' },
          backgroundOptions: { color: QR_LIGHT },
        });
        qr.append(box.current);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [data, size]);
  return (
    <div className="qr-frame" style={{ width: size + 8, height: size + 8 }}>
      <div
        ref={box}
        className="qr-box"
        role="img"
        aria-label={label}
        data-qr={data}
        style={{ width: size, height: size }}
      />
      {failed ? (
        <p className="qr-failed">
          <Trans>QR code unavailable</Trans>
        </p>
      ) : null}
    </div>
  );
}

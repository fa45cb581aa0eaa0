/**
 * A QR code drawn by qr-code-styling on a canvas, in the app's style: rounded modules, the finder
 * corners in the brand's blue, and on a deposit code the coin's logo at its centre, so the customer
 * sees at a glance which coin the code is for. The library is loaded only when a QR code is first
 * shown (the receive screen), so no other route pays for it. Modules are always dark on light
 * whatever the theme: many scanners cannot read an inverted code. Error correction H restores up
 * to 30% of the code, which is what lets the logo cover its centre.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import './qr-code.css';

const QR_SIZE = 170;
const QR_ERROR_CORRECTION = 'H';
/** Quiet zone inside the canvas, so the code reads even when cropped to the canvas. */
const QR_MARGIN = 8;
const QR_DARK = '#0b1120';
/** The light theme's --accent (tokens.css), 6.7:1 on white; a canvas cannot follow the theme, and must not. */
const QR_BRAND = '#1d4ed8';
const QR_LIGHT = '#ffffff';
/** The logo's share of the code's width: well inside what level H restores. */
const QR_LOGO_SIZE = 0.3;
const QR_LOGO_MARGIN = 3;

interface QrCodeProps {
  data: string;
  size?: number;
  /** Accessible name of the image, e.g. 'QR code of your Bitcoin address'. */
  label: string;
  /** An image drawn at the code's centre (a coin's logo), with the modules behind it left out. */
  logo?: string;
}

export function QrCode({ data, size = QR_SIZE, label, logo }: QrCodeProps) {
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
          dotsOptions: { color: QR_DARK, type: 'rounded' },
          cornersSquareOptions: { color: QR_BRAND, type: 'extra-rounded' },
          cornersDotOptions: { color: QR_BRAND, type: 'dot' },
          backgroundOptions: { color: QR_LIGHT },
          ...(logo
            ? {
                image: logo,
                imageOptions: {
                  imageSize: QR_LOGO_SIZE,
                  margin: QR_LOGO_MARGIN,
                  hideBackgroundDots: true,
                  // The logos are inlined by the build (data: URIs): nothing to fetch and inline
                  // again, which the page's connect-src would refuse.
                  saveAsBlob: false,
                },
              }
            : {}),
        });
        qr.append(box.current);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [data, size, logo]);
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

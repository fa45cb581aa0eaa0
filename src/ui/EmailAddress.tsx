/**
 * An email address as text (decision 410): it may break onto the next line only after its '@' or
 * a dot ('anna.kowalska@|example.|de'), never inside a part ('example.d|e'). Browsers break
 * neither there by themselves, so each such place gets a <wbr>.
 */
import { Fragment } from 'react';

/** 'anna@example.de' -> ['anna@', 'example.', 'de']: the pieces a line may end after. */
export function emailParts(address: string): string[] {
  return address.match(/[^@.]+[@.]?|[@.]/g) ?? [];
}

export function EmailAddress({ address }: { address: string }) {
  const parts = emailParts(address);
  return (
    <span className="email-address">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one address, always in its order
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </span>
  );
}

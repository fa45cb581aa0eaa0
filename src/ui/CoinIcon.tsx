/** Coin logos from the cryptocurrency-icons package, bundled locally (never hot-linked). */
import avax from 'cryptocurrency-icons/svg/color/avax.svg';
import btc from 'cryptocurrency-icons/svg/color/btc.svg';
import eth from 'cryptocurrency-icons/svg/color/eth.svg';
import sol from 'cryptocurrency-icons/svg/color/sol.svg';
import usdc from 'cryptocurrency-icons/svg/color/usdc.svg';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg';
import './coin-icon.css';

const COIN_IMAGES: Record<string, string> = {
  BTC: btc,
  ETH: eth,
  SOL: sol,
  AVAX: avax,
  XRP: xrp,
  USDT: usdt,
  USDC: usdc,
};

export function coinImage(symbol: string): string | undefined {
  return COIN_IMAGES[symbol.toUpperCase()];
}

interface CoinIconProps {
  symbol: string;
  size?: number;
  /** Decorative by default: the coin's name is next to it. */
  label?: string;
}

export function CoinIcon({ symbol, size = 40, label }: CoinIconProps) {
  const src = coinImage(symbol);
  if (!src)
    return (
      <span className="coin-icon coin-icon-fallback" style={{ width: size, height: size }}>
        <span aria-hidden="true">{symbol.slice(0, 1)}</span>
        {label ? <span className="visually-hidden">{label}</span> : null}
      </span>
    );
  return <img className="coin-icon" src={src} width={size} height={size} alt={label ?? ''} loading="lazy" />;
}

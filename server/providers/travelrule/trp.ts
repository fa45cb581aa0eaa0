/**
 * OpenVASP's Travel Rule Protocol (TRP, version 3) over HTTPS (decision 246): the transfer inquiry
 * is a POST of {asset, amount, callback, IVMS101} to the beneficiary provider's inquiry address
 * with the api-version and request-identifier headers. The provider answers approved or rejected
 * in its reply, or later to our callback (then the reply is empty and the inquiry is pending).
 * No answer within the time, an error status or a reply of another shape is TravelRuleUnavailable.
 */
import type { InquiryAnswer, TransferInquiry, TravelRuleProvider } from './port.js';
import { parseTrpAnswer, TravelRuleUnavailable } from './port.js';

export const TRP_API_VERSION = '3.1.0';
/** A provider's reply longer than this is not read. */
const REPLY_MAX_BYTES = 16 * 1024;

interface TrpSettings {
  timeoutMs: number;
}

/** The amount is a JSON integer of any size: bigints are written as digits, not as text. */
function inquiryBody(i: TransferInquiry): string {
  const mark = '"__amount__"';
  const body = JSON.stringify({ asset: i.asset, amount: '__amount__', callback: i.callbackUrl, IVMS101: i.ivms101 });
  return body.replace(mark, i.amountUnits.toString());
}

export function trpClient(s: TrpSettings, fetcher: typeof fetch = fetch): TravelRuleProvider {
  return {
    kind: 'trp',
    async inquire(i): Promise<InquiryAnswer> {
      let url: URL;
      try {
        url = new URL(i.endpoint);
      } catch {
        throw new TravelRuleUnavailable('provider address is not a URL');
      }
      if (url.protocol !== 'https:') throw new TravelRuleUnavailable('provider address is not https');
      let res: Response;
      let text: string;
      try {
        res = await fetcher(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'api-version': TRP_API_VERSION,
            'request-identifier': i.id,
          },
          body: inquiryBody(i),
          signal: AbortSignal.timeout(s.timeoutMs),
        });
        text = await res.text();
      } catch (e) {
        throw new TravelRuleUnavailable(`provider unreachable: ${(e as Error).message}`);
      }
      if (!res.ok) throw new TravelRuleUnavailable(`provider answered ${res.status}`);
      if (!text.trim()) return { outcome: 'pending' };
      if (text.length > REPLY_MAX_BYTES) throw new TravelRuleUnavailable('provider reply too long');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new TravelRuleUnavailable('provider reply not understood');
      }
      // An empty object acknowledges the inquiry; the answer comes to the callback.
      if (parsed && typeof parsed === 'object' && Object.keys(parsed).length === 0) return { outcome: 'pending' };
      const answer = parseTrpAnswer(parsed);
      if (!answer) throw new TravelRuleUnavailable('provider reply not understood');
      return answer;
    },
  };
}

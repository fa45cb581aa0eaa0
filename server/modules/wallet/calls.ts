/** The wallet calls: payment routes, deposit addresses, withdrawals, history, USDC equivalents. */

import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { COINS } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import {
  type EquivalentUsdc,
  type GenerateAddressAnswer,
  type PaymentRouteDto,
  WALLET_MESSAGES,
  WITHDRAW_MESSAGES,
  type WithdrawalAnswer,
  withdrawAmountError,
} from '../../../contract/exchange.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import { PAYMENT_ROUTES } from '../../../contract/routes.js';
import type { WithdrawalFeeAnswer } from '../../../contract/withdrawal-fee.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { offeredTo, refuseUnoffered } from '../accounts/index.js';
import { depositAddressFor } from './addresses.js';
import { checkWithdrawal } from './check-call.js';
import { equivalentUsdc, transactionHistory } from './history.js';
import { getWithdrawalLimits } from './limit-calls.js';
import { activeRoute, isRouteActive } from './routes.js';
import { getWithdrawalStatus } from './withdrawal-status.js';
import { currentNetworkFee, requestWithdrawal } from './withdrawals.js';

const getPaymentRoutes = defineCall(CALLS.getPaymentRoutes, {
  async handle(ctx, p) {
    const offered = await offeredTo(ctx.deps, requireUser(ctx).id);
    const routes = PAYMENT_ROUTES.filter((r) => offered.has(r.currency));
    const data: PaymentRouteDto[] = routes.slice(p.offset, p.offset + p.limit).map((r) => ({
      payment_route_id: r.id,
      currency_id: r.currency,
      crypto_network_name: r.networkName,
      is_active: isRouteActive(ctx.deps.config, r) ? 'on' : 'off',
    }));
    return { data };
  },
});

const generateAddress = defineCall(CALLS.generateAddress, {
  rules(o) {
    return { coin: o.currencyId, routeId: o.paymentRouteId };
  },
  async handle(ctx, p): Promise<{ data: GenerateAddressAnswer }> {
    await refuseUnoffered(ctx.deps, requireUser(ctx).id, [p.coin]);
    const route = activeRoute(ctx.deps.config, p.routeId);
    if (!route || route.currency !== p.coin)
      throw new ApiError('ROUTE_NOT_FOUND', WALLET_MESSAGES.noActiveRoute(p.coin));
    const address = await depositAddressFor(ctx.deps, requireUser(ctx).id, route);
    return { data: { address, payment_route_id: route.id, currency_id: route.currency } };
  },
});

const createWithdrawal = defineCall(CALLS.createWithdrawal, {
  rules(o) {
    const { amount, otp, passkey, emailCode, password, networkFee } = o;
    return {
      amount,
      address: o.cryptoAddress,
      routeId: o.paymentRouteId,
      proof: { otp, passkey, emailCode, password },
      networkFee,
      beneficiary: o.beneficiary,
    };
  },
  async handle(ctx, p): Promise<{ data: WithdrawalAnswer }> {
    const route = activeRoute(ctx.deps.config, p.routeId);
    if (!route) throw new ApiError('ROUTE_NOT_FOUND', WITHDRAW_MESSAGES.routeNotFound);
    await refuseUnoffered(ctx.deps, requireUser(ctx).id, [route.currency]);
    const amountError = withdrawAmountError(p.amount, route.currency);
    if (amountError) throw validationError({ amount: amountError });
    if (!isValidAddressForRoute(route, p.address))
      throw new ApiError('INVALID_ADDRESS', WITHDRAW_MESSAGES.invalidAddress(route.currency), {
        errors: { cryptoAddress: WITHDRAW_MESSAGES.invalidAddress(route.currency) },
      });
    let shownFee: bigint | undefined;
    try {
      shownFee = p.networkFee === undefined ? undefined : toUnits(p.networkFee, COINS[route.currency].scale);
    } catch {
      throw validationError({ networkFee: 'must be a decimal string' });
    }
    const data = await requestWithdrawal(ctx.deps, requireUser(ctx).id, ctx.idempotencyKey!, {
      route,
      address: p.address,
      amount: toUnits(p.amount, COINS[route.currency].scale),
      proof: p.proof,
      ip: ctx.ip,
      shownFee,
      beneficiary: p.beneficiary,
    });
    return { data };
  },
});

const getWithdrawalFee = defineCall(CALLS.getWithdrawalFee, {
  rules(o) {
    return { routeId: o.paymentRouteId };
  },
  async handle(ctx, p): Promise<{ data: WithdrawalFeeAnswer }> {
    const route = activeRoute(ctx.deps.config, p.routeId);
    if (!route) throw new ApiError('ROUTE_NOT_FOUND', WITHDRAW_MESSAGES.routeNotFound);
    const fee = await currentNetworkFee(ctx.deps, route);
    return {
      data: {
        payment_route_id: route.id,
        currency_id: route.currency,
        network_fee: fromUnits(fee, COINS[route.currency].scale),
      },
    };
  },
});

const getTransactionHistory = defineCall(CALLS.getTransactionHistory, {
  rules(o) {
    return { limit: o.limit, before: o.cursor, currency: o.currency_id };
  },
  async handle(ctx, p) {
    return { data: await transactionHistory(ctx.deps, requireUser(ctx).id, p) };
  },
});

const getEquivalentUsdc = defineCall(CALLS.getEquivalentUsdc, {
  rules(o) {
    return { trackingId: o.transaction_id };
  },
  async handle(ctx, p): Promise<{ data: EquivalentUsdc }> {
    return { data: await equivalentUsdc(ctx.deps, requireUser(ctx).id, p.trackingId) };
  },
});

export const walletCalls = [
  getPaymentRoutes,
  generateAddress,
  createWithdrawal,
  getWithdrawalFee,
  getWithdrawalLimits,
  checkWithdrawal,
  getTransactionHistory,
  getEquivalentUsdc,
  getWithdrawalStatus,
];

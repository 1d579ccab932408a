import { depositChannels } from '../../../src/contract/calls/deposits';
import { defineHandler, success } from '../../http/context';
import { offersFor } from '../../deposits/bonus';
import { listChannels } from '../../deposits/orders';
import { currencyOf } from '../../vendor-screen/serve';
import { minorToMajor } from '../../wallet/money';

/** GET /wps/v2/deposit/channels: every channel with its limits, fee, time and open state, and the promotions the player may join. */
export default defineHandler(depositChannels, async ({ services, memberId, now, language }) => {
  const [channels, currency, offers] = await Promise.all([listChannels(services.db), currencyOf(services), offersFor(services.db, memberId!, now, language)]);
  return success({
    currency,
    channels: channels.map((channel) => ({
      code: channel.code,
      name: channel.name,
      kind: channel.kind,
      min: minorToMajor(BigInt(channel.min_minor)),
      max: minorToMajor(BigInt(channel.max_minor)),
      feeFixed: minorToMajor(BigInt(channel.fee_fixed_minor)),
      feeBps: Number(channel.fee_bps),
      processingMinutes: Number(channel.processing_minutes),
      open: channel.is_open,
    })),
    bonuses: offers.map((offer) => ({
      promotionId: offer.promotion_id,
      title: offer.title,
      percentBps: Number(offer.percent_bps),
      maxBonus: minorToMajor(BigInt(offer.max_bonus_minor)),
      minDeposit: minorToMajor(BigInt(offer.min_deposit_minor)),
      turnoverMultiple: Number(offer.turnover_multiple),
      period: offer.grant_period,
      firstDepositOnly: offer.first_deposit_only,
    })),
  });
});

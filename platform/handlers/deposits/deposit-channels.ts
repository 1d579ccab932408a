import { depositChannels } from '../../../src/contract/calls/deposits';
import { defineHandler, success } from '../../http/context';
import { listChannels } from '../../deposits/orders';
import { currencyOf } from '../../vendor-screen/serve';
import { minorToMajor } from '../../wallet/money';

/** GET /wps/v2/deposit/channels: every channel with its limits, fee, time and open state. */
export default defineHandler(depositChannels, async ({ services }) => {
  const [channels, currency] = await Promise.all([listChannels(services.db), currencyOf(services)]);
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
  });
});

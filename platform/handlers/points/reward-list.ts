import { pointsRewardList } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { catalogue, named } from '../../points/points';

/** GET /wps/points/rewards (public): the catalogue in the request's language. */
export default defineHandler(pointsRewardList, async ({ services, language }) => {
  const items = await catalogue(services.db);
  return success(
    items.map((item) => ({
      id: item.id,
      name: named(item.names, language),
      description: named(item.descriptions, language),
      price: Number(item.pricePoints),
      stock: item.stock,
      picture: item.picture,
      minVipRank: item.minVipRank,
      minVipName: item.minVipNames ? named(item.minVipNames, language) : null,
      limitPerMember: item.limitPerMember,
      kind: item.kind,
      sizes: item.sizes,
    })),
  );
});

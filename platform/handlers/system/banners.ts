import { banners } from '../../../src/contract/calls/system';
import { defineHandler, success } from '../../http/context';

/** GET /wps/system/banners?groupName=home: banners whose images the platform draws itself. */
export default defineHandler(banners, async ({ services, input }) => {
  const rows = await services.db.query<{
    id: number;
    group_name: string;
    title: string;
    linkage_type: number | null;
    linkage: string | null;
    promotion_id: number | null;
  }>('SELECT id, group_name, title, linkage_type, linkage, promotion_id FROM banners WHERE group_name = $1 ORDER BY sort, id', [input.groupName]);
  return success(
    rows.map((row) => ({
      bannerId: row.id,
      groupName: row.group_name,
      url: `/lgw/static/banners/${row.id}.webp`,
      linkageType: row.linkage_type,
      linkage: row.linkage,
      title: row.title,
      promotionId: row.promotion_id,
    })),
  );
});

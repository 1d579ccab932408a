import type { Lane } from '../../contract/calls/games';
import { selectVendor, type ListState, type ListContext } from '../../lib/games/list-state';
import { ScrollingTabs } from '../shared/ScrollingTabs';

/** docs/product.md §9: arrows when there are more than 7 vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

interface Props {
  vendors: Lane['cards'];
  context: ListContext;
  state: ListState;
  label: string;
  scrollBack: string;
  scrollForward: string;
  mounted: boolean;
  hrefFor: (state: ListState) => string;
  onNavigate: (state: ListState) => void;
}

/**
 * The vendor row (docs/product.md §2): one link per vendor, the current one (only in the "all" list)
 * marked; above seven vendors, arrows once hydrated, and the selected vendor is scrolled into
 * the row's view (a shared link to the tenth vendor).
 */
export function VendorTabs({ vendors, context, state, label, scrollBack, scrollForward, mounted, hrefFor, onNavigate }: Props) {
  const tabs = vendors.map((vendor) => {
    const target = selectVendor(state, context, vendor.vassalage);
    return {
      key: vendor.vassalage,
      label: vendor.displayName,
      href: hrefFor(target),
      current: state.type === '' && vendor.vassalage === state.vendor,
      onSelect: () => onNavigate(target),
    };
  });
  return (
    <ScrollingTabs
      tabs={tabs}
      label={label}
      scrollBack={scrollBack}
      scrollForward={scrollForward}
      arrows={mounted && vendors.length > VENDOR_ARROWS_ABOVE}
      revealCurrent
    />
  );
}

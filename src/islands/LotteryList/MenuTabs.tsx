import type { BoardMenu } from '../../lib/lottery/board';
import { showsMenuArrows } from '../../lib/lottery/menus';
import { ScrollingTabs } from '../shared/ScrollingTabs';

interface Props {
  menus: readonly Pick<BoardMenu, 'gameMenuTag' | 'remark'>[];
  current: string | null;
  label: string;
  scrollBack: string;
  scrollForward: string;
  mounted: boolean;
  hrefFor: (menu: string) => string;
  onSelect: (menu: string) => void;
}

/**
 * The menu tabs (docs/product.md §2 "Menu tabs (arrows above 7)"): one link per type code, so it works
 * before hydration; above seven menus, arrows once hydrated.
 */
export function MenuTabs({ menus, current, label, scrollBack, scrollForward, mounted, hrefFor, onSelect }: Props) {
  const tabs = menus.map((menu) => ({
    key: menu.gameMenuTag,
    label: menu.remark || menu.gameMenuTag,
    href: hrefFor(menu.gameMenuTag),
    current: menu.gameMenuTag === current,
    onSelect: () => onSelect(menu.gameMenuTag),
  }));
  return <ScrollingTabs tabs={tabs} label={label} scrollBack={scrollBack} scrollForward={scrollForward} arrows={mounted && showsMenuArrows(menus.length)} />;
}

import type { MissionEntry } from '../../contract/calls/missions';
import { formatMoney, type MinorUnits } from '../../contract/money';

/**
 * What the mission page shows of one mission (docs/decisions/0039-missions-and-referral.md): its
 * progress as text and as a whole percent (capped at 100), and its state. Pure, so the page stays
 * a thin template.
 */
export type MissionStatus = 'inProgress' | 'toClaim' | 'claimed';

export interface MissionView {
  id: string;
  kind: MissionEntry['kind'];
  period: MissionEntry['period'];
  progressText: string;
  targetText: string;
  percent: number;
  prizeText: string;
  status: MissionStatus;
}

export function missionView(mission: MissionEntry, localeTag: string, currency: string): MissionView {
  const show = (value: number) =>
    mission.measure === 'amount' ? formatMoney(value as MinorUnits, localeTag, currency) : new Intl.NumberFormat(localeTag).format(value);
  const shown = Math.min(mission.progress, mission.target);
  return {
    id: mission.id,
    kind: mission.kind,
    period: mission.period,
    progressText: show(shown),
    targetText: show(mission.target),
    percent: Math.min(100, Math.floor((shown * 100) / mission.target)),
    prizeText: formatMoney(mission.prize, localeTag, currency),
    status: !mission.completed ? 'inProgress' : mission.claimed ? 'claimed' : 'toClaim',
  };
}

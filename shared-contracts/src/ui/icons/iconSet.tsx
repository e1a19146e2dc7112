// The site's one icon set (Lucide), by the keys content names icons with, and the component that
// draws one. Each icon is imported on its own, so a build holds the icons listed here and no
// other. Pages use it through Icon.tsx, which loads this module once an icon nears the screen.
import type { ComponentType, SVGProps } from 'react';
import ArrowLeftRight from 'lucide-react/icons/arrow-left-right';
import Award from 'lucide-react/icons/award';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Bot from 'lucide-react/icons/bot';
import Calculator from 'lucide-react/icons/calculator';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ChartColumn from 'lucide-react/icons/chart-column';
import Clock from 'lucide-react/icons/clock';
import Cog from 'lucide-react/icons/cog';
import EyeOff from 'lucide-react/icons/eye-off';
import FileText from 'lucide-react/icons/file-text';
import Handshake from 'lucide-react/icons/handshake';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import History from 'lucide-react/icons/history';
import Landmark from 'lucide-react/icons/landmark';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import MessagesSquare from 'lucide-react/icons/messages-square';
import MonitorCheck from 'lucide-react/icons/monitor-check';
import PiggyBank from 'lucide-react/icons/piggy-bank';
import Play from 'lucide-react/icons/play';
import Receipt from 'lucide-react/icons/receipt';
import Scale from 'lucide-react/icons/scale';
import Sheet from 'lucide-react/icons/sheet';
import ShieldCheck from 'lucide-react/icons/shield-check';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import Smile from 'lucide-react/icons/smile';
import TrendingUp from 'lucide-react/icons/trending-up';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import Wrench from 'lucide-react/icons/wrench';

type LucideIcon = ComponentType<SVGProps<SVGSVGElement> & { size?: number | string; strokeWidth?: number | string }>;

/** Every icon the site draws, by the key content uses. */
const ICONS = {
  'accuracy': BadgeCheck,
  'alert': TriangleAlert,
  'award': Award,
  'bot': Bot,
  'calculator': Calculator,
  'calendar-check': CalendarCheck,
  'calendar-late': CalendarClock,
  'chat': MessagesSquare,
  'clock': Clock,
  'cog': Cog,
  'compliance': Scale,
  'document': FileText,
  'eye-off': EyeOff,
  'growth': TrendingUp,
  'handshake': Handshake,
  'history': History,
  'invoice': Receipt,
  'landmark': Landmark,
  'neighbors': HeartHandshake,
  'plain-english': MessageSquareText,
  'play': Play,
  'reports': ChartColumn,
  'savings': PiggyBank,
  'self-service': SlidersHorizontal,
  'shield': ShieldCheck,
  'smile': Smile,
  'software': MonitorCheck,
  'spreadsheet': Sheet,
  'sync': ArrowLeftRight,
  'team': Users,
  'user-check': UserCheck,
  'wrench': Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export interface DrawnIconProps {
  name: IconName;
  /** Width and height in px; 24 by default. */
  size?: number;
  /**
   * What the icon says when nothing beside it says it already. Without one the icon is
   * decorative: hidden from assistive technology (Lucide's default).
   */
  label?: string;
  className?: string;
}

export function DrawnIcon({ name, size = 24, label, className }: DrawnIconProps) {
  const Drawn: LucideIcon = ICONS[name];
  return label ? (
    <Drawn size={size} strokeWidth={2} className={className} role="img" aria-label={label} focusable="false" data-icon={name} />
  ) : (
    <Drawn size={size} strokeWidth={2} className={className} aria-hidden="true" focusable="false" data-icon={name} />
  );
}

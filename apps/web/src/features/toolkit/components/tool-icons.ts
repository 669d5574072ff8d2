import {
  CalendarClock,
  ChartPie,
  Landmark,
  LayoutGrid,
  Presentation,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ToolkitToolId } from '@cofound/shared/toolkit/toolkit-tools';

export const toolIcons: Record<ToolkitToolId, LucideIcon> = {
  'equity-calculator': ChartPie,
  'vesting-calculator': CalendarClock,
  'business-model-canvas': LayoutGrid,
  'financial-projections': TrendingUp,
  'pitch-deck': Presentation,
  'investor-database': Landmark,
};

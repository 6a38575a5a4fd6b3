import type { ComponentProps, ComponentType, SVGProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { axis } from '@/components/vocabulary';
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUpRight,
  Bot,
  Brain,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleExclamationPoint,
  Clock,
  Cloud,
  Code,
  Compass,
  Cpu,
  Database,
  ExternalLink,
  Globe,
  Handshake,
  Heart,
  Info,
  Layers,
  Lightbulb,
  Mail,
  MapPin,
  Menu,
  MessageCircle,
  Moon,
  Network,
  Pause,
  Phone,
  Play,
  Quote,
  Rocket,
  Search,
  ShieldCheck,
  Sparkles,
  Star,
  Sun,
  Target,
  User,
  Users,
  Workflow,
  X,
} from 'lucide-react';
import { cn } from '@/lib/cn';
import { brandMarks, type BrandMark } from './brand-marks';

const lucideIcons = {
  'arrow-right': ArrowRight,
  'arrow-left': ArrowLeft,
  'arrow-up-right': ArrowUpRight,
  'arrow-down': ArrowDown,
  'external-link': ExternalLink,
  menu: Menu,
  close: X,
  'chevron-down': ChevronDown,
  'chevron-right': ChevronRight,
  'chevron-left': ChevronLeft,
  sun: Sun,
  moon: Moon,
  play: Play,
  pause: Pause,
  message: MessageCircle,
  mail: Mail,
  phone: Phone,
  'map-pin': MapPin,
  check: Check,
  alert: CircleExclamationPoint,
  info: Info,
  sparkles: Sparkles,
  brain: Brain,
  network: Network,
  shield: ShieldCheck,
  rocket: Rocket,
  users: Users,
  user: User,
  target: Target,
  workflow: Workflow,
  bot: Bot,
  cloud: Cloud,
  database: Database,
  code: Code,
  compass: Compass,
  lightbulb: Lightbulb,
  handshake: Handshake,
  calendar: Calendar,
  clock: Clock,
  layers: Layers,
  cpu: Cpu,
  globe: Globe,
  heart: Heart,
  search: Search,
  star: Star,
  quote: Quote,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement> & { strokeWidth?: number }>>;

export type IconName = keyof typeof lucideIcons | BrandMark;

export const iconNames = [...Object.keys(lucideIcons), ...Object.keys(brandMarks)] as IconName[];

/** Content data names icons as plain strings; this narrows them safely. */
export function isIconName(value: string): value is IconName {
  return value in lucideIcons || value in brandMarks;
}

export const iconVariants = cva('inline-block shrink-0', {
  variants: {
    size: axis('size', {
      xs: 'size-3.5',
      sm: 'size-4',
      md: 'size-5',
      lg: 'size-6',
      xl: 'size-8',
    }),
  },
  defaultVariants: { size: 'md' },
});

export type IconProps = Omit<ComponentProps<'svg'>, 'name'> &
  VariantProps<typeof iconVariants> & {
    name: IconName;
    /** Gives the icon a name; without it the icon is decorative and hidden from assistive tech. */
    label?: string;
  };

export function Icon({ name, size, label, className, ...props }: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  // What every icon's <svg> carries, hand-drawn brand mark or Lucide glyph alike.
  const shared = {
    focusable: 'false',
    'data-slot': 'icon',
    'data-icon': name,
    className: cn(iconVariants({ size }), className),
    ...a11y,
    ...props,
  } as const;

  if (name in brandMarks) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" {...shared}>
        {/* The hand-drawn LinkedIn mark cuts its letters out of the square. */}
        <path d={brandMarks[name as BrandMark]} fillRule={name === 'linkedin' ? 'evenodd' : undefined} />
      </svg>
    );
  }
  const Lucide = lucideIcons[name as keyof typeof lucideIcons];
  return <Lucide strokeWidth={1.75} {...shared} />;
}

// The site's icons, one component each: a call site imports the ones it draws, so a bundle (an island's above
// all) carries only those. The calls are marked pure so that the bundler drops every icon nobody imports, and with
// it the Lucide glyph or the brand mark it draws.
import type { LucideIcon } from 'lucide-react';
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
import { brandMarks, type BrandMark } from './brand-marks';
import { defineIcon } from './icon';

/** A Lucide glyph, drawn with the site's stroke. */
const lucide = <const Name extends string>(name: Name, Glyph: LucideIcon) =>
  defineIcon(name, (svg) => <Glyph strokeWidth={1.75} {...svg} />);

/** A brand mark from ./brand-marks.ts: a single path on a 24x24 square, filled with currentColor. */
const brand = <const Name extends BrandMark>(name: Name) =>
  defineIcon(name, (svg) => (
    <svg viewBox="0 0 24 24" fill="currentColor" {...svg}>
      {/* The hand-drawn LinkedIn mark cuts its letters out of the square. */}
      <path d={brandMarks[name]} fillRule={name === 'linkedin' ? 'evenodd' : undefined} />
    </svg>
  ));

export const ArrowRightIcon = /* @__PURE__ */ lucide('arrow-right', ArrowRight);
export const ArrowLeftIcon = /* @__PURE__ */ lucide('arrow-left', ArrowLeft);
export const ArrowUpRightIcon = /* @__PURE__ */ lucide('arrow-up-right', ArrowUpRight);
export const ArrowDownIcon = /* @__PURE__ */ lucide('arrow-down', ArrowDown);
export const ExternalLinkIcon = /* @__PURE__ */ lucide('external-link', ExternalLink);
export const MenuIcon = /* @__PURE__ */ lucide('menu', Menu);
export const CloseIcon = /* @__PURE__ */ lucide('close', X);
export const ChevronDownIcon = /* @__PURE__ */ lucide('chevron-down', ChevronDown);
export const ChevronRightIcon = /* @__PURE__ */ lucide('chevron-right', ChevronRight);
export const ChevronLeftIcon = /* @__PURE__ */ lucide('chevron-left', ChevronLeft);
export const SunIcon = /* @__PURE__ */ lucide('sun', Sun);
export const MoonIcon = /* @__PURE__ */ lucide('moon', Moon);
export const PlayIcon = /* @__PURE__ */ lucide('play', Play);
export const PauseIcon = /* @__PURE__ */ lucide('pause', Pause);
export const MessageIcon = /* @__PURE__ */ lucide('message', MessageCircle);
export const MailIcon = /* @__PURE__ */ lucide('mail', Mail);
export const PhoneIcon = /* @__PURE__ */ lucide('phone', Phone);
export const MapPinIcon = /* @__PURE__ */ lucide('map-pin', MapPin);
export const CheckIcon = /* @__PURE__ */ lucide('check', Check);
export const AlertIcon = /* @__PURE__ */ lucide('alert', CircleExclamationPoint);
export const InfoIcon = /* @__PURE__ */ lucide('info', Info);
export const SparklesIcon = /* @__PURE__ */ lucide('sparkles', Sparkles);
export const BrainIcon = /* @__PURE__ */ lucide('brain', Brain);
export const NetworkIcon = /* @__PURE__ */ lucide('network', Network);
export const ShieldIcon = /* @__PURE__ */ lucide('shield', ShieldCheck);
export const RocketIcon = /* @__PURE__ */ lucide('rocket', Rocket);
export const UsersIcon = /* @__PURE__ */ lucide('users', Users);
export const UserIcon = /* @__PURE__ */ lucide('user', User);
export const TargetIcon = /* @__PURE__ */ lucide('target', Target);
export const WorkflowIcon = /* @__PURE__ */ lucide('workflow', Workflow);
export const BotIcon = /* @__PURE__ */ lucide('bot', Bot);
export const CloudIcon = /* @__PURE__ */ lucide('cloud', Cloud);
export const DatabaseIcon = /* @__PURE__ */ lucide('database', Database);
export const CodeIcon = /* @__PURE__ */ lucide('code', Code);
export const CompassIcon = /* @__PURE__ */ lucide('compass', Compass);
export const LightbulbIcon = /* @__PURE__ */ lucide('lightbulb', Lightbulb);
export const HandshakeIcon = /* @__PURE__ */ lucide('handshake', Handshake);
export const CalendarIcon = /* @__PURE__ */ lucide('calendar', Calendar);
export const ClockIcon = /* @__PURE__ */ lucide('clock', Clock);
export const LayersIcon = /* @__PURE__ */ lucide('layers', Layers);
export const CpuIcon = /* @__PURE__ */ lucide('cpu', Cpu);
export const GlobeIcon = /* @__PURE__ */ lucide('globe', Globe);
export const HeartIcon = /* @__PURE__ */ lucide('heart', Heart);
export const SearchIcon = /* @__PURE__ */ lucide('search', Search);
export const StarIcon = /* @__PURE__ */ lucide('star', Star);
export const QuoteIcon = /* @__PURE__ */ lucide('quote', Quote);
export const YoutubeIcon = /* @__PURE__ */ brand('youtube');
export const XIcon = /* @__PURE__ */ brand('x');
export const FacebookIcon = /* @__PURE__ */ brand('facebook');
export const LinkedinIcon = /* @__PURE__ */ brand('linkedin');

/**
 * Every icon, in the order the icon story's gallery shows them: for ./named-icon.tsx, the map of icons content
 * names, and nothing else (whatever imports this list ships every icon).
 */
export const allIcons = [
  ArrowRightIcon,
  ArrowLeftIcon,
  ArrowUpRightIcon,
  ArrowDownIcon,
  ExternalLinkIcon,
  MenuIcon,
  CloseIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ChevronLeftIcon,
  SunIcon,
  MoonIcon,
  PlayIcon,
  PauseIcon,
  MessageIcon,
  MailIcon,
  PhoneIcon,
  MapPinIcon,
  CheckIcon,
  AlertIcon,
  InfoIcon,
  SparklesIcon,
  BrainIcon,
  NetworkIcon,
  ShieldIcon,
  RocketIcon,
  UsersIcon,
  UserIcon,
  TargetIcon,
  WorkflowIcon,
  BotIcon,
  CloudIcon,
  DatabaseIcon,
  CodeIcon,
  CompassIcon,
  LightbulbIcon,
  HandshakeIcon,
  CalendarIcon,
  ClockIcon,
  LayersIcon,
  CpuIcon,
  GlobeIcon,
  HeartIcon,
  SearchIcon,
  StarIcon,
  QuoteIcon,
  YoutubeIcon,
  XIcon,
  FacebookIcon,
  LinkedinIcon,
];

// Every icon of the SPA, as small inline SVGs (no icon font or picture from elsewhere: the CSP allows only this site).
// Each is a named component, decorative by default (aria-hidden; a meaningful one passes aria-hidden={false} and its own
// name), with `className` (default `size-5`) and any other SVG attribute passed through: a caller's strokeWidth or fill
// wins over the drawing's own.
//
// Some things are drawn more than once (three briefcases, three buildings, two clocks, two magnifiers…): those pages
// were designed apart, and each keeps its own drawing so that no page changes by a pixel. The plain name is the drawing
// most pages use; the others are named after the part of the site they are drawn for (Nav… the navigation, Landing…
// the landing page, Card… the internship cards and detail page). Merging them is a design decision for another day.
//
// One module here; in the build, one copy per feature (and per shared module) that tree-shaking trims to the icons it
// uses (web/build/split-icons-plugin.ts): the icons travel with the code that draws them, and the first load carries
// none of the icons of pages not shown yet. Hence the rules for this file: top-level `export const XIcon = …`
// components, helper functions and types only; import the icons by name (`import { XIcon } from '@/components/ui/icons'`).
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

// The frames below are plain functions that an icon calls with its props and its drawing (no component of their own:
// less code per icon, and one element less per icon on the page).

/** The look of most icons: a 24-unit line drawing, stroke 1.8 with round caps and joins. */
function lineIcon({ className = 'size-5', ...props }: IconProps, drawing: ReactNode) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    >
      {drawing}
    </svg>
  );
}

/** The same at stroke 2: the admin tables' row actions and a few status marks. */
function boldIcon(props: IconProps, drawing: ReactNode) {
  return lineIcon({ strokeWidth: '2', ...props }, drawing);
}

// --- Navigation and account --------------------------------------------------------------------------------------

export const MenuIcon = (props: IconProps) => lineIcon(props, <path d="M4 7h16M4 12h16M4 17h16" />);
export const CloseIcon = (props: IconProps) => lineIcon(props, <path d="M6 6l12 12M18 6 6 18" />);
/** A dialog's close mark: stroke 2, no line joins set (the crossing strokes antialias a little differently with them). */
export const DialogCloseIcon = (props: IconProps) => boldIcon({ strokeLinejoin: undefined, ...props }, <path d="M6 6l12 12M18 6 6 18" />);
export const DashboardIcon = (props: IconProps) => lineIcon(props, <path d="M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-3H4zM14 4v3h6V4z" />);
export const BlogIcon = (props: IconProps) => lineIcon(props, <path d="M5 4h10l4 4v12H5zM14 4v5h5M8.5 12.5h7M8.5 16h7" />);
export const ShieldIcon = (props: IconProps) => lineIcon(props, <path d="M12 3.5 19 6v5.5c0 4.3-3 7.7-7 9-4-1.3-7-4.7-7-9V6zM9 12l2 2 4-4" />);
export const SettingsIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M21.5 12h-3M5.5 12h-3M18.7 5.3l-2.1 2.1M7.4 16.6l-2.1 2.1M18.7 18.7l-2.1-2.1M7.4 7.4 5.3 5.3" />
    </>,
  );
export const ServerIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="4" y="4" width="16" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="16" height="6.5" rx="1.5" />
      <path d="M8 7.25h.01M8 16.75h.01" />
    </>,
  );
export const SignOutIcon = (props: IconProps) => lineIcon(props, <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />);
export const NavSignOutIcon = (props: IconProps) => lineIcon(props, <path d="M10 20H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h4M16 16l4-4-4-4M20 12H10" />);
export const NavSearchIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20 20-4.2-4.2" />
    </>,
  );
export const NavHelpIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.6 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.4M12 16.8v.2" />
    </>,
  );
export const NavUserIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 20c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />
    </>,
  );
export const ChevronDownIcon = (props: IconProps) => lineIcon(props, <path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = (props: IconProps) => lineIcon(props, <path d="m9 6 6 6-6 6" />);
export const ArrowLeftIcon = (props: IconProps) => lineIcon(props, <path d="M19 12H5M11 6l-6 6 6 6" />);
export const ArrowRightIcon = (props: IconProps) => lineIcon(props, <path d="M5 12h14M13 6l6 6-6 6" />);

// --- Things ------------------------------------------------------------------------------------------------------

export const BriefcaseIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>,
  );
export const CardBriefcaseIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="3" y="7" width="18" height="13" rx="2.5" />
      <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
    </>,
  );
export const LandingBriefcaseIcon = (props: IconProps) =>
  lineIcon(
    props,
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M4 9a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 13h16M12 12v2" />,
  );
export const BuildingIcon = (props: IconProps) =>
  lineIcon(
    props,
    <path d="M4 20.5h16M6 20.5V5a1.5 1.5 0 0 1 1.5-1.5h9A1.5 1.5 0 0 1 18 5v15.5M9.5 7.5h1M13.5 7.5h1M9.5 11h1M13.5 11h1M9.5 14.5h1M13.5 14.5h1M10.5 20.5v-3h3v3" />,
  );
export const CardBuildingIcon = (props: IconProps) =>
  lineIcon(props, <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M3 21h18M8 8h3M8 12h3M8 16h3" />);
export const LandingBuildingIcon = (props: IconProps) =>
  lineIcon(props, <path d="M4 20.5h16M6 20.5V5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 15 5v15.5M15 9h3.5A1.5 1.5 0 0 1 20 10.5v10M9 7.5h3M9 11h3M9 14.5h3" />);
export const BookIcon = (props: IconProps) =>
  lineIcon(props, <path d="M5 4.5h5a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H5zM19 4.5h-5a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h5z" />);
export const FileIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M9 12h7M9 16h5" />
    </>,
  );
/** A page crossed out: a blog post that is not there. */
export const FileMissingIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M10 12l4 4M14 12l-4 4" />
    </>,
  );
export const FormIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </>,
  );
export const CalendarIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="4" y="5.5" width="16" height="14.5" rx="2" />
      <path d="M4 10h16M8.5 3.5v4M15.5 3.5v4" />
    </>,
  );
export const CardCalendarIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>,
  );
export const ClockIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>,
  );
export const CardClockIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>,
  );
export const HourglassIcon = (props: IconProps) =>
  lineIcon(props, <path d="M7 3.5h10M7 20.5h10M8 3.5c0 4.5 8 5 8 8.5s-8 4-8 8.5M16 3.5c0 4.5-8 5-8 8.5s8 4 8 8.5" />);
export const MapPinIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>,
  );
export const CardMapPinIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
  );
export const GlobeIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </>,
  );
export const WalletIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10h18M16 14.5h1.5" />
    </>,
  );
/** A dial: how quickly a company answers. */
export const GaugeIcon = (props: IconProps) => lineIcon(props, <path d="M4 16a8 8 0 1 1 16 0M12 16l4-5M4 20h16" />);
export const LifebuoyIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="m5.6 5.6 3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
    </>,
  );
export const LockIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>,
  );
export const UnlockIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 7.7-1.5" />
    </>,
  );
export const BulbIcon = (props: IconProps) =>
  lineIcon(props, <path d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.6 10.8c.6.5 1 1.2 1 2V16h5.2v-.2c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z" />);
export const RocketIcon = (props: IconProps) =>
  lineIcon(
    props,
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M14 6l4 4M9.5 14.5 6 13l2-4 4.5-.5M9.5 14.5 11 18l4-2 .5-4.5M9.5 14.5l-2-2M12.5 8.5C15 6 18 4 21 3c-1 3-3 6-5.5 8.5L11 16" />,
  );
export const GraduationIcon = (props: IconProps) =>
  lineIcon(props, <path d="M2.5 9.5 12 5l9.5 4.5L12 14zM6.5 11.5v4.2c1.5 1.4 3.4 2.1 5.5 2.1s4-.7 5.5-2.1v-4.2M21.5 9.5v5" />);
export const TrophyIcon = (props: IconProps) =>
  lineIcon(props, <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M9 17h6" />);
/** A speech bubble: the messages of an application's thread. */
export const MessageIcon = (props: IconProps) => lineIcon(props, <path d="M4.5 5.5h15a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1H10l-4.5 3.5V17h-1a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1zM8 10h8M8 13.5h5" />);
/** A flag: reporting a message to the admins. */
export const FlagIcon = (props: IconProps) => lineIcon(props, <path d="M5.5 21V4M5.5 4.5h11l-2 4 2 4h-11" />);
export const MegaphoneIcon = (props: IconProps) => lineIcon(props, <path d="M4 10v4h3l6 4V6L7 10zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11" />);
export const HandshakeIcon = (props: IconProps) =>
  lineIcon(props, <path d="m3 11 4-4 5 2 5-2 4 4M7 7l-4 8 3 3M17 7l4 8-3 3M9 13l2 2a1.4 1.4 0 0 0 2-2l-2-2M12 16l1 1a1.4 1.4 0 0 0 2-2" />);
export const ShuffleIcon = (props: IconProps) =>
  lineIcon(props, <path d="M4 7h3.5c4 0 5 10 9 10H20M4 17h3.5c1.6 0 2.7-1.6 3.6-3.5M13 10.5C13.9 8.6 15 7 16.5 7H20M17 4l3 3-3 3M17 14l3 3-3 3" />);

// --- People ------------------------------------------------------------------------------------------------------

export const UserIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
  );
export const UsersIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3 19a6 6 0 0 1 12 0M15.5 5.2a3.2 3.2 0 0 1 0 5.6M17.5 13.3A6 6 0 0 1 21 19" />
    </>,
  );

// --- Marks and actions -------------------------------------------------------------------------------------------

export const CheckIcon = (props: IconProps) => lineIcon(props, <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const CrossIcon = (props: IconProps) => lineIcon(props, <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />);
export const PlusIcon = (props: IconProps) => lineIcon(props, <path d="M12 5v14M5 12h14" />);
export const PencilIcon = (props: IconProps) => lineIcon(props, <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16zM13.5 6.5l4 4" />);
export const EyeIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="2.8" />
    </>,
  );
export const SparkleIcon = (props: IconProps) =>
  lineIcon(props, <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18" />);
export const StarIcon = (props: IconProps) => lineIcon(props, <path d="m12 4 2.4 5 5.4.6-4 3.7 1.1 5.4L12 16l-4.9 2.7 1.1-5.4-4-3.7 5.4-.6z" />);
export const HeartIcon = (props: IconProps) =>
  lineIcon(props, <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />);
/** The favourite heart (stroke 2; filled by the caller with fill="currentColor" once saved). */
export const FavoriteIcon = (props: IconProps) =>
  boldIcon(
    props,
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />,
  );
export const HelpIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M9.7 9.5a2.4 2.4 0 0 1 4.6 1c0 1.6-2.3 2-2.3 3.5M12 17h.01" />
    </>,
  );
export const SearchIcon = (props: IconProps) =>
  lineIcon(
    props,
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  );
/** A magnifier over a cross (stroke 2, no line joins set): the page asked for is not there. */
export const SearchOffIcon = (props: IconProps) =>
  boldIcon(
    { strokeLinejoin: undefined, ...props },
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-3.5-3.5M9 9l4 4M13 9l-4 4" />
    </>,
  );
export const FilterIcon = (props: IconProps) => lineIcon(props, <path d="M4 6h16M7 12h10M10 18h4" />);
export const CardExternalLinkIcon = (props: IconProps) =>
  lineIcon(props, <path d="M14 4h6v6M20 4l-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />);
export const ExternalLinkIcon = (props: IconProps) =>
  lineIcon(props, <path d="M14 4.5h5.5V10M19.5 4.5 11 13M17 13.5V18a1.5 1.5 0 0 1-1.5 1.5H6A1.5 1.5 0 0 1 4.5 18V8.5A1.5 1.5 0 0 1 6 7h4.5" />);
/** A shield with a tick (stroke 2): a guardian's consent. */
export const ShieldCheckIcon = (props: IconProps) =>
  boldIcon(
    props,
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2 2 4-4" />
    </>,
  );

// The admin tables' row actions (stroke 2).
export const EditIcon = (props: IconProps) => boldIcon(props, <path d="M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4" />);
export const TrashIcon = (props: IconProps) => boldIcon(props, <path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);
export const HistoryIcon = (props: IconProps) => boldIcon(props, <path d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2" />);
export const ApproveIcon = (props: IconProps) => boldIcon(props, <path d="m5 12 5 5L20 7" />);
export const RejectIcon = (props: IconProps) => boldIcon(props, <path d="M6 6l12 12M18 6 6 18" />);
export const ViewIcon = (props: IconProps) =>
  boldIcon(props, <path d="M2.5 12s3.5-7 9.5-7 9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />);
export const PublishIcon = (props: IconProps) => boldIcon(props, <path d="M12 19V5M6 11l6-6 6 6" />);
export const UnpublishIcon = (props: IconProps) => boldIcon(props, <path d="M12 5v14M6 13l6 6 6-6" />);
export const PowerIcon = (props: IconProps) => boldIcon(props, <path d="M12 3v8M6.4 6.4a8 8 0 1 0 11.2 0" />);

// --- Small controls' marks: 20-unit drawings at stroke 2 ------------------------------------------------------------
// (The 24-unit frame with another viewBox and stroke, written out in each: a helper of their own would be a module of
// its own in the build, one more request for the pages that use them.)

/** The chevron of a select or an accordion. */
export const SmallChevronDownIcon = (props: IconProps) => lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', ...props }, <path d="m5 8 5 5 5-5" />);
/** The narrower chevron of a native select field. */
export const SelectChevronIcon = (props: IconProps) => lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', ...props }, <path d="m6 8 4 4 4-4" />);
/** The chevron of a 'show more' disclosure (turned 90° when open). */
export const SmallChevronRightIcon = (props: IconProps) => lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', ...props }, <path d="m8 5 5 5-5 5" />);
/** The chevron of an expandable table row (turned 90° when open). */
export const RowChevronIcon = (props: IconProps) => lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', ...props }, <path d="m7 5 5 5-5 5" />);
export const SmallCheckIcon = (props: IconProps) => lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', ...props }, <path d="m5 10.5 3 3 7-7" />);
export const CheckCircleIcon = (props: IconProps) =>
  lineIcon(
    { viewBox: '0 0 20 20', strokeWidth: '2', ...props },
    <>
      <circle cx="10" cy="10" r="8" />
      <path d="m6.5 10.5 2.3 2.3 4.7-5" />
    </>,
  );
/** A notice's close mark (no line joins set, as for DialogCloseIcon). */
export const SmallCloseIcon = (props: IconProps) =>
  lineIcon({ viewBox: '0 0 20 20', strokeWidth: '2', strokeLinejoin: undefined, ...props }, <path d="M5 5l10 10M15 5L5 15" />);

/** The tick inside a checked checkbox (a 16-unit drawing, stroke 2.5). */
export const CheckboxTickIcon = ({ className = 'size-3', ...props }: IconProps) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.5"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
    {...props}
  >
    <path d="m3.5 8.5 3 3 6-7" />
  </svg>
);

/** A column's sort mark: both arrows, the active one (if any) solid. */
export const SortIcon = ({ state, className = 'size-3 shrink-0', ...props }: IconProps & { state: 'asc' | 'desc' | null }) => (
  <svg aria-hidden="true" viewBox="0 0 12 16" fill="currentColor" className={className} {...props}>
    <path d="M6 2 10 7H2z" className={state === 'asc' ? 'opacity-100' : 'opacity-30'} />
    <path d="M6 14 2 9h8z" className={state === 'desc' ? 'opacity-100' : 'opacity-30'} />
  </svg>
);

/** The loading spinner's faint circle and turning arc (Spinner in ./spinner adds the spin and the colour). */
export const SpinnerIcon = ({ className = 'size-8', ...props }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={className} {...props}>
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
    <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

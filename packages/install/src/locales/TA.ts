import type { InstallMessages } from './messages';

/** Tamil install texts; same keys as EN.ts. */
export default {
  update_title: 'புதிய பதிப்பு',
  update_found: 'புதிய பதிப்பு கிடைத்துள்ளது, புதுப்பி என்பதைக் கிளிக் செய்யவும்',
  refresh: 'புதுப்பி',
} satisfies InstallMessages;

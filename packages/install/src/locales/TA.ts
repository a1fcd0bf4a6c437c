import type { InstallMessages } from './messages';

/** Tamil install texts; same keys as EN.ts. */
export default {
  update_title: 'புதிய பதிப்பு',
  update_found: 'புதிய பதிப்பு கிடைத்துள்ளது, புதுப்பி என்பதைக் கிளிக் செய்யவும்',
  refresh: 'புதுப்பி',
  upgrade_title: 'செயலியின் புதிய பதிப்பு கிடைக்கிறது',
  upgrade_description: 'சமீபத்திய அம்சங்கள் மற்றும் திருத்தங்களுக்கு இப்போதே புதுப்பிக்கவும்.',
  upgrade_update_now: 'இப்போது புதுப்பி',
  download_starting: 'உங்கள் பதிவிறக்கம் தொடங்குகிறது. தொடங்கவில்லை எனில் பதிவிறக்கு என்பதைத் தட்டவும்.',
  download_button: 'பதிவிறக்கு',
  download_none: 'இந்தச் சாதனத்திற்குப் பதிவிறக்கம் எதுவும் இல்லை.',
  download_choose: 'உங்கள் சாதனத்திற்கான செயலியைத் தேர்ந்தெடுக்கவும்.',
  offline_title: 'ஆஃப்லைன்',
  offline_message: 'நீங்கள் ஆஃப்லைனில் உள்ளீர்கள். ஆப் இந்தச் சாதனத்திலிருந்து திறக்கப்பட்டது; நெட்வொர்க் தேவைப்படுபவை மீண்டும் ஆன்லைனில் வரும்போது ஏற்றப்படும்.',
} satisfies InstallMessages;

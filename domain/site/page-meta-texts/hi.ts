// The pages' head texts in Hindi (हिन्दी): titles, descriptions and link previews (docs/glossary.md keeps the terms).
import { SITE_NAME, type PageMetaTexts } from '../page-meta';

const DESCRIPTION =
  'दक्षिण एशिया के हाई स्कूल विद्यार्थियों के लिए अनुभवी मार्गदर्शकों के साथ सार्थक इंटर्नशिप के मौके: असली अनुभव, हुनर, एक रिज़्यूमे, सिफ़ारिशें और नए संपर्क।';
const TAGLINE = 'जुड़ें। सीखें। आगे बढ़ें।';

const texts: PageMetaTexts = {
  defaultMeta: { title: SITE_NAME, description: DESCRIPTION },
  notFound: { title: '404 पेज नहीं मिला', description: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।' },
  staticPages: {
    '/': { title: `${SITE_NAME}: ${TAGLINE}`, description: DESCRIPTION },
    '/search': {
      title: 'इंटर्नशिप देखें',
      description: 'हाई स्कूल विद्यार्थियों के लिए आपकी रुचियों और हुनर से मेल खाती इंटर्नशिप खोजें: रिमोट, ऑन-साइट और हाइब्रिड, भारत, बांग्लादेश, पाकिस्तान और श्रीलंका में।',
    },
    '/blog': {
      title: 'करियर की जानकारी और सलाह',
      description: 'हाई स्कूल विद्यार्थियों को पहली इंटर्नशिप पाने और उसका पूरा फ़ायदा उठाने में मदद करने वाले सुझाव, काम की दुनिया की जानकारी और सच्ची कहानियाँ।',
    },
    '/help': {
      title: 'मदद और सहायता',
      description: 'विद्यार्थियों और कंपनियों के सवालों के जवाब, झटपट मदद और सुझाव। हमारी सहायता टीम ईमेल से जवाब देती है, आम तौर पर कामकाजी दिनों में 24 घंटे के अंदर।',
    },
    '/company-info': {
      title: 'हाई स्कूल के इंटर्न रखें',
      description: 'कंपनियाँ: बिना HR की झंझट के बेहतरीन युवा प्रतिभाओं से मिलें, रिमोट, ऑफ़िस में या हाइब्रिड, लचीली इंटर्नशिप में। एक छोटा फ़ॉर्म भरें, हम आपकी इंटर्नशिप दिखाएँगे, और आवेदक आप चुनेंगे।',
    },
    '/company-signup': {
      title: 'कंपनी का रजिस्ट्रेशन',
      description: 'एक मिनट में कंपनी का खाता बनाएँ, फिर हमें अपनी कंपनी और अपनी इंटर्नशिप के बारे में बताएँ: हम उसे जाँचकर हाई स्कूल विद्यार्थियों को दिखाएँगे।',
    },
    '/auth': {
      title: 'साइन इन या साइन अप करें',
      description: 'अपने इंटर्नशिप आवेदनों की ख़बर रखने के लिए साइन इन करें, या आवेदन करने के लिए विद्यार्थी का मुफ़्त खाता बनाएँ।',
    },
    '/status': {
      title: 'प्लेटफ़ॉर्म की स्थिति',
      description: 'Internships for Highschoolers अभी ठीक से चल रहा है या नहीं: सर्वर, बदलाव सहेजना, जानकारी दिखाना।',
    },
    '/oauth-setup': {
      title: 'सोशल लॉगिन सेटअप',
      description: 'साइट चलाने वालों के लिए: Google, Apple और GitHub से साइन इन कैसे सेट करें, रीडायरेक्ट URI और हर प्रोवाइडर के दो एनवायरनमेंट वेरिएबल।',
    },
  },
  privateTitles: {
    'Admin Backend': 'एडमिन बैकएंड',
    'Admin Dashboard': 'एडमिन डैशबोर्ड',
    Applicants: 'आवेदक',
    'Application Status': 'आवेदन की स्थिति',
    'Application Submitted': 'आवेदन भेज दिया गया',
    Apply: 'आवेदन करें',
    'Choose a New Password': 'नया पासवर्ड चुनें',
    'Company Application': 'कंपनी का आवेदन',
    'Company Dashboard': 'कंपनी डैशबोर्ड',
    'Company Status': 'कंपनी की स्थिति',
    'Complete Your Profile': 'अपनी प्रोफ़ाइल पूरी करें',
    'Confirm Your E-mail Address': 'अपना ईमेल पता सत्यापित करें',
    Dashboard: 'डैशबोर्ड',
    'Edit Internship': 'इंटर्नशिप में बदलाव करें',
    'Forgot Password': 'पासवर्ड भूल गए',
    'My Applications': 'मेरे आवेदन',
    'Parent or Guardian Consent': 'माता-पिता या अभिभावक की सहमति',
    'Post an Internship': 'इंटर्नशिप पोस्ट करें',
    'Saved Internships': 'सहेजी गई इंटर्नशिप',
    Settings: 'सेटिंग्स',
    'Thank You': 'धन्यवाद',
    'Your Profile': 'आपकी प्रोफ़ाइल',
  },
  previewImageAlt: `${SITE_NAME}: ${TAGLINE}`,
  internship: {
    titleAtCompany: '{company} में {title}',
    ofType: { remote: 'रिमोट इंटर्नशिप', onsite: 'ऑन-साइट इंटर्नशिप', hybrid: 'हाइब्रिड इंटर्नशिप' },
    ofOtherType: '{type} इंटर्नशिप',
    summary: '{facts}। {description}',
  },
  jobPosting: {
    requirements: 'ज़रूरी बातें',
    skills: 'हुनर',
    duration: 'अवधि: {duration}।',
    location: 'जगह: {location}।',
    stipend: 'स्टाइपेंड: {stipend}।',
  },
};

export default texts;

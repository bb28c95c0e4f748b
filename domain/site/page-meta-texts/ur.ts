// The pages' head texts in Urdu (اردو): titles, descriptions and link previews (docs/glossary.md keeps the terms).
import { SITE_NAME, type PageMetaTexts } from '../page-meta';

const DESCRIPTION =
  'جنوبی ایشیا کے ہائی اسکول کے طلبہ کے لیے تجربہ کار رہنماؤں کے ساتھ بامعنی انٹرن شپ کے مواقع: اصل تجربہ، مہارتیں، ریزیومے، سفارشیں اور نئے رابطے۔';
const TAGLINE = 'جڑیں۔ سیکھیں۔ آگے بڑھیں۔';

const texts: PageMetaTexts = {
  defaultMeta: { title: SITE_NAME, description: DESCRIPTION },
  notFound: { title: '404 صفحہ نہیں ملا', description: 'آپ جو صفحہ ڈھونڈ رہے ہیں وہ موجود نہیں یا کہیں اور منتقل ہو گیا ہے۔' },
  staticPages: {
    '/': { title: `${SITE_NAME}: ${TAGLINE}`, description: DESCRIPTION },
    '/search': {
      title: 'انٹرن شپ دیکھیں',
      description: 'ہائی اسکول کے طلبہ کے لیے اپنی دلچسپی اور مہارتوں سے ملتی جلتی انٹرن شپ تلاش کریں: ریموٹ، آن سائٹ اور ہائبرڈ، بھارت، بنگلہ دیش، پاکستان اور سری لنکا میں۔',
    },
    '/blog': {
      title: 'کیریئر کی معلومات اور مشورے',
      description: 'ہائی اسکول کے طلبہ کو پہلی انٹرن شپ حاصل کرنے اور اس سے پورا فائدہ اٹھانے میں مدد کے لیے مشورے، کام کی دنیا کی معلومات اور سچی کہانیاں۔',
    },
    '/help': {
      title: 'مدد اور رہنمائی',
      description: 'طلبہ اور کمپنیوں کے سوالوں کے جواب، فوری مدد اور مشورے۔ ہماری سپورٹ ٹیم ای میل سے جواب دیتی ہے، عام طور پر کام کے دنوں میں 24 گھنٹوں کے اندر۔',
    },
    '/company-info': {
      title: 'ہائی اسکول کے انٹرنز رکھیں',
      description: 'کمپنیوں کے لیے: HR کی کسی پریشانی کے بغیر بہترین نوجوان صلاحیتوں سے ملیں، ریموٹ، دفتر میں یا ہائبرڈ، لچکدار انٹرن شپ میں۔ ایک مختصر فارم بھریں، ہم آپ کی انٹرن شپ شائع کریں گے، اور درخواست دہندگان آپ چنیں گے۔',
    },
    '/company-signup': {
      title: 'کمپنی کی رجسٹریشن',
      description: 'ایک منٹ میں کمپنی کا اکاؤنٹ بنائیں، پھر ہمیں اپنی کمپنی اور اپنی انٹرن شپ کے بارے میں بتائیں: ہم اس کا جائزہ لے کر اسے ہائی اسکول کے طلبہ کے لیے شائع کریں گے۔',
    },
    '/auth': {
      title: 'سائن ان یا سائن اپ',
      description: 'اپنی انٹرن شپ کی درخواستوں سے باخبر رہنے کے لیے سائن ان کریں، یا درخواست دینے کے لیے طالب علم کا مفت اکاؤنٹ بنائیں۔',
    },
    '/status': {
      title: 'پلیٹ فارم کی صورتحال',
      description: 'کیا Internships for Highschoolers اس وقت ٹھیک سے کام کر رہا ہے: سرور، تبدیلیاں محفوظ کرنا، معلومات دکھانا۔',
    },
    '/oauth-setup': {
      title: 'سوشل لاگ ان کی ترتیب',
      description: 'سائٹ چلانے والوں کے لیے: Google، Apple اور GitHub سے سائن ان کیسے ترتیب دیں، ری ڈائریکٹ URI اور ہر فراہم کنندہ کے دو انوائرنمنٹ ویری ایبل۔',
    },
  },
  privateTitles: {
    'Admin Backend': 'ایڈمن بیک اینڈ',
    'Admin Dashboard': 'ایڈمن ڈیش بورڈ',
    Applicants: 'درخواست دہندگان',
    'Application Status': 'درخواست کی صورتحال',
    'Application Submitted': 'درخواست بھیج دی گئی',
    Apply: 'درخواست دیں',
    'Choose a New Password': 'نیا پاس ورڈ چنیں',
    'Company Application': 'کمپنی کی درخواست',
    'Company Dashboard': 'کمپنی ڈیش بورڈ',
    'Company Status': 'کمپنی کی صورتحال',
    'Complete Your Profile': 'اپنی پروفائل مکمل کریں',
    'Confirm Your E-mail Address': 'اپنے ای میل ایڈریس کی تصدیق کریں',
    Dashboard: 'ڈیش بورڈ',
    'Edit Internship': 'انٹرن شپ میں ترمیم',
    'Forgot Password': 'پاس ورڈ بھول گئے',
    'My Applications': 'میری درخواستیں',
    'Parent or Guardian Consent': 'والدین یا سرپرست کی رضامندی',
    'Post an Internship': 'انٹرن شپ شائع کریں',
    'Saved Internships': 'محفوظ انٹرن شپ',
    Settings: 'ترتیبات',
    'Thank You': 'شکریہ',
    'Your Profile': 'آپ کی پروفائل',
  },
  previewImageAlt: `${SITE_NAME}: ${TAGLINE}`,
  internship: {
    titleAtCompany: '{company} میں {title}',
    ofType: { remote: 'ریموٹ انٹرن شپ', onsite: 'آن سائٹ انٹرن شپ', hybrid: 'ہائبرڈ انٹرن شپ' },
    ofOtherType: '{type} انٹرن شپ',
    summary: '{facts}۔ {description}',
  },
  jobPosting: {
    requirements: 'ضروری باتیں',
    skills: 'مہارتیں',
    duration: 'مدت: {duration}۔',
    location: 'جگہ: {location}۔',
    stipend: 'وظیفہ: {stipend}۔',
  },
};

export default texts;

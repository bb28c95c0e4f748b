// The pages' head texts in Bengali (বাংলা): titles, descriptions and link previews (docs/glossary.md keeps the terms;
// তুমি to students, আপনি to companies and to everyone at once).
import { SITE_NAME, type PageMetaTexts } from '../page-meta';

const DESCRIPTION =
  'দক্ষিণ এশিয়ার হাই স্কুলের শিক্ষার্থীদের জন্য অভিজ্ঞ মেন্টরদের সাথে অর্থবহ ইন্টার্নশিপের সুযোগ: আসল অভিজ্ঞতা, দক্ষতা, একটি রেজিউমে, সুপারিশ আর নতুন পরিচিতি।';
const TAGLINE = 'যুক্ত হও। শেখো। এগিয়ে যাও।';

const texts: PageMetaTexts = {
  defaultMeta: { title: SITE_NAME, description: DESCRIPTION },
  notFound: { title: '404 পেজটি পাওয়া যায়নি', description: 'যে পেজটি খোঁজা হচ্ছে, সেটি নেই বা অন্য জায়গায় সরানো হয়েছে।' },
  staticPages: {
    '/': { title: `${SITE_NAME}: ${TAGLINE}`, description: DESCRIPTION },
    '/search': {
      title: 'ইন্টার্নশিপ দেখুন',
      description: 'তোমার আগ্রহ আর দক্ষতার সাথে মেলে এমন ইন্টার্নশিপ খুঁজে নাও, হাই স্কুলের শিক্ষার্থীদের জন্য: রিমোট, অন-সাইট আর হাইব্রিড, ভারত, বাংলাদেশ, পাকিস্তান ও শ্রীলঙ্কা জুড়ে।',
    },
    '/blog': {
      title: 'ক্যারিয়ারের খোঁজখবর ও পরামর্শ',
      description: 'হাই স্কুলের শিক্ষার্থীরা যাতে প্রথম ইন্টার্নশিপটি পায় আর তার পুরো সুফল নিতে পারে, সেজন্য টিপস, কাজের জগতের খোঁজখবর আর সত্যিকারের গল্প।',
    },
    '/help': {
      title: 'সাহায্য ও সহায়তা',
      description: 'শিক্ষার্থী ও কোম্পানিদের প্রশ্নের উত্তর, দ্রুত সাহায্য আর টিপস। আমাদের সহায়তা দল ইমেইলে উত্তর দেয়, সাধারণত কাজের দিনে ২৪ ঘণ্টার মধ্যে।',
    },
    '/company-info': {
      title: 'হাই স্কুলের ইন্টার্ন নিন',
      description: 'কোম্পানিগুলোর জন্য: HR-এর ঝামেলা ছাড়াই সেরা তরুণ প্রতিভাদের খুঁজে নিন, রিমোট, অফিসে বা হাইব্রিড, সুবিধামতো ইন্টার্নশিপে। একটি ছোট ফর্ম পূরণ করুন, আমরা আপনার ইন্টার্নশিপটি তালিকায় দেব, আবেদনকারী বেছে নেবেন আপনি।',
    },
    '/company-signup': {
      title: 'কোম্পানির নিবন্ধন',
      description: 'এক মিনিটে কোম্পানির অ্যাকাউন্ট খুলুন, তারপর আপনার কোম্পানি আর আপনার ইন্টার্নশিপের কথা আমাদের জানান: আমরা সেটি দেখে নিয়ে হাই স্কুলের শিক্ষার্থীদের জন্য তালিকায় দেব।',
    },
    '/auth': {
      title: 'সাইন ইন বা সাইন আপ',
      description: 'তোমার ইন্টার্নশিপের আবেদনগুলোর খবর রাখতে সাইন ইন করো, অথবা আবেদন করতে বিনামূল্যে শিক্ষার্থী অ্যাকাউন্ট খোলো।',
    },
    '/status': {
      title: 'প্ল্যাটফর্মের অবস্থা',
      description: 'Internships for Highschoolers এই মুহূর্তে ঠিকমতো চলছে কি না: সার্ভার, পরিবর্তন সেভ করা, তথ্য দেখানো।',
    },
    '/oauth-setup': {
      title: 'সোশ্যাল লগইন সেটআপ',
      description: 'সাইট পরিচালকদের জন্য: Google, Apple আর GitHub দিয়ে সাইন ইন কীভাবে চালু করবেন, রিডাইরেক্ট URI আর প্রতিটি প্রোভাইডারের দুটি এনভায়রনমেন্ট ভেরিয়েবল।',
    },
  },
  privateTitles: {
    'Admin Backend': 'অ্যাডমিন ব্যাকএন্ড',
    'Admin Dashboard': 'অ্যাডমিন ড্যাশবোর্ড',
    Applicants: 'আবেদনকারীরা',
    'Application Status': 'আবেদনের অবস্থা',
    'Application Submitted': 'আবেদন জমা হয়েছে',
    Apply: 'আবেদন করো',
    'Choose a New Password': 'নতুন পাসওয়ার্ড বেছে নিন',
    'Company Application': 'কোম্পানির আবেদন',
    'Company Dashboard': 'কোম্পানির ড্যাশবোর্ড',
    'Company Status': 'কোম্পানির অবস্থা',
    'Complete Your Profile': 'তোমার প্রোফাইল সম্পূর্ণ করো',
    'Confirm Your E-mail Address': 'আপনার ইমেইল ঠিকানা যাচাই করুন',
    Dashboard: 'ড্যাশবোর্ড',
    'Edit Internship': 'ইন্টার্নশিপ সম্পাদনা',
    'Forgot Password': 'পাসওয়ার্ড ভুলে গেছেন',
    'My Applications': 'আমার আবেদন',
    'Parent or Guardian Consent': 'মা-বাবা বা অভিভাবকের সম্মতি',
    'Post an Internship': 'ইন্টার্নশিপ পোস্ট করুন',
    'Saved Internships': 'সেভ করা ইন্টার্নশিপ',
    Settings: 'সেটিংস',
    'Thank You': 'ধন্যবাদ',
    'Your Profile': 'আপনার প্রোফাইল',
  },
  previewImageAlt: `${SITE_NAME}: ${TAGLINE}`,
  internship: {
    titleAtCompany: '{company}-এ {title}',
    ofType: { remote: 'রিমোট ইন্টার্নশিপ', onsite: 'অন-সাইট ইন্টার্নশিপ', hybrid: 'হাইব্রিড ইন্টার্নশিপ' },
    ofOtherType: '{type} ইন্টার্নশিপ',
    summary: '{facts}। {description}',
  },
  jobPosting: {
    requirements: 'যা যা লাগবে',
    skills: 'দক্ষতা',
    duration: 'মেয়াদ: {duration}।',
    location: 'জায়গা: {location}।',
    stipend: 'ভাতা: {stipend}।',
  },
};

export default texts;

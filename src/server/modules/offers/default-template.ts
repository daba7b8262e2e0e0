/**
 * The offer letter a company gets until it edits its own, one per language. A company's template has
 * the same shape (OfferTemplate) and passes the same validator.
 */
import type { Lang } from '../../../common/states.ts';
import type { OfferTemplate } from './template.ts';

export const DEFAULT_OFFER_TEMPLATES: Readonly<Record<Lang, Readonly<OfferTemplate>>> = {
  'zh-CN': {
    title: '录用通知书',
    greeting: '尊敬的 {name}：',
    paragraphs: [
      '感谢您对{company}的信任与关注。经过面试与综合评估，我们很高兴地通知您：您已被录用为{department}的{position}。',
      '您的薪资待遇为{salary}，工作地点为{place}。请于{entryDate}到公司报到，报到时请携带身份证原件、学历证书、离职证明及近期免冠照片。',
      '本录用通知有效期至{validUntil}，请在此日期前确认是否接受。逾期未确认的，本通知自动失效。',
    ],
    closing: '我们期待您的加入，祝您工作顺利！如有疑问，请与人力资源部联系。',
    signature: '{company} 人力资源部',
  },
  'zh-TW': {
    title: '錄用通知書',
    greeting: '親愛的 {name}：',
    paragraphs: [
      '感謝您對{company}的信任與關注。經過面試與綜合評估，我們很高興地通知您：您已獲錄用為{department}的{position}。',
      '您的薪資待遇為{salary}，工作地點為{place}。請於{entryDate}到公司報到，報到時請攜帶身分證正本、學歷證書、離職證明及近期脫帽照片。',
      '本錄用通知有效期限至{validUntil}，請於此日期前確認是否接受。逾期未確認者，本通知自動失效。',
    ],
    closing: '我們期待您的加入，祝您工作順利！如有疑問，請與人力資源部聯繫。',
    signature: '{company} 人力資源部',
  },
  en: {
    title: 'Offer of Employment',
    greeting: 'Dear {name},',
    paragraphs: [
      'Thank you for your interest in {company}. Following your interviews and our assessment, we are pleased to offer you the position of {position} in {department}.',
      'Your salary will be {salary}, and your place of work {place}. Please report to the company on {entryDate}, bringing your identity card, your diplomas, proof of leaving your previous employer and a recent photograph.',
      'This offer is valid until {validUntil}: please let us know before then whether you accept it. An offer not accepted by that date lapses.',
    ],
    closing: 'We look forward to welcoming you. If you have any questions, please contact our Human Resources department.',
    signature: '{company}, Human Resources',
  },
};

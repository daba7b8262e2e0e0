-- Exam papers bound before back-office uploads became private were stored as public pictures ('image'):
-- they become private company files of the positions screens ('examPaper'), like papers bound from now on.
UPDATE "files" SET "from_type" = 'examPaper'
WHERE "from_type" = 'image' AND "id" IN (SELECT unnest("attachment_ids") FROM "user_exam_details");

-- CreateEnum
CREATE TYPE "GuideEdition" AS ENUM ('desktop', 'mobile');

-- CreateTable
CREATE TABLE "reading_places" (
    "user_id" TEXT NOT NULL,
    "guide_id" TEXT NOT NULL,
    "edition" "GuideEdition" NOT NULL,
    "page" INTEGER NOT NULL,
    "page_count" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reading_places_pkey" PRIMARY KEY ("user_id","guide_id")
);

-- AddForeignKey
ALTER TABLE "reading_places" ADD CONSTRAINT "reading_places_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reading_places" ADD CONSTRAINT "reading_places_guide_id_fkey" FOREIGN KEY ("guide_id") REFERENCES "guides"("id") ON DELETE CASCADE ON UPDATE CASCADE;

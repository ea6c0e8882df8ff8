-- CreateTable
CREATE TABLE "unstampable_pdfs" (
    "storage_key" TEXT NOT NULL,
    "file_size" INTEGER NOT NULL,
    "guide_id" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "unstampable_pdfs_pkey" PRIMARY KEY ("storage_key")
);

talat fmt dir

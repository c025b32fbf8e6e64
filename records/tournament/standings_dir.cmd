talat standings dir

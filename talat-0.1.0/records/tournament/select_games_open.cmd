talat select --games -2 --variant three-player dir

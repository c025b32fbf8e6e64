talat reconcile ../reconcile/name_karla.tgn ../reconcile/name_carla.tgn
